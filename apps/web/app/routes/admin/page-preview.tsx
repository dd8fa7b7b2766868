import { Link, replace, useParams } from "react-router";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import { PAGE_SLUG_PATTERN, type PageDraft } from "@lampstand/contract/pages";
import { PageView } from "~/components/blocks/page-view";
import { SiteFrame } from "~/components/site/frame";
import { PageSpinner } from "~/components/ui/page-spinner";
import { RetryAlert } from "~/components/ui/retry-alert";
import { buttonClass } from "~/components/ui/styles";
import { storedToken } from "~/lib/session-storage";
import { PAGE_EDITOR_TEXTS } from "~/features/page-editor/page-editor-texts";
import { apiBase } from "~/lib/api-client";
import { resolvePictures } from "~/components/blocks/page-pictures";
import { useApiResource } from "~/lib/use-api-resource";
import { siteConfig } from "~/site.config";

export const meta = () => [{ title: `Preview | Admin Panel | ${siteConfig.name}` }, { name: "robots", content: "noindex" }];

/** Staff only: the draft is read with the token, which lives in the browser; without one, to the login. */
export function clientLoader() {
  if (!storedToken()) throw replace("/login");
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSpinner label="Opening the preview…" />;
}

/**
 * /admin/pages/{slug}/preview: the saved draft exactly as visitors would see it once published,
 * drawn by the public page's own renderers inside the site's frame, under a banner that says it
 * is not published. The parts of the site that are programs (the donation form, the home page's
 * tiles) are left out of a preview: they are not the page's words.
 */
export default function PagePreview() {
  const { slug = "" } = useParams();
  const { resource, reload } = useApiResource<PageDraft>(
    apiPath(API_PATHS.pageDraft, { slug: PAGE_SLUG_PATTERN.test(slug) ? slug : "-" }),
    PAGE_EDITOR_TEXTS.pageLoadFailed,
  );
  return (
    <>
      <div role="note" data-preview-banner="" className="sticky top-0 z-[60] flex flex-wrap items-center justify-center gap-3 bg-amber-400 px-4 py-2 text-center font-bold text-indigo-950">
        <span>{PAGE_EDITOR_TEXTS.previewBanner}</span>
        <Link to={`/admin/pages/${slug}`} className={buttonClass({ variant: "secondary", size: "sm" })}>
          Back to the editor
        </Link>
      </div>
      <SiteFrame>
        {resource.state === "error" ? (
          <div className="mx-auto max-w-3xl p-6">
            <RetryAlert heading={PAGE_EDITOR_TEXTS.pageLoadFailed} message={resource.error} onRetry={reload} />
          </div>
        ) : resource.state === "loading" ? (
          <PageSpinner label="Loading the draft…" />
        ) : (
          <PageView content={resource.data.content} pictures={resolvePictures(resource.data.content, apiBase())} />
        )}
      </SiteFrame>
    </>
  );
}
