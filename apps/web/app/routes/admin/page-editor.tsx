import { useParams } from "react-router";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import { PAGE_SLUG_PATTERN, type PageDraft } from "@lampstand/contract/pages";
import { PageSpinner } from "~/components/ui/page-spinner";
import { RetryAlert } from "~/components/ui/retry-alert";
import { PAGE_EDITOR_TEXTS } from "~/features/page-editor/page-editor-texts";
import { PageEditorScreen } from "~/features/page-editor/page-editor-screen";
import { EMPTY_PAGE, formOf } from "~/features/page-editor/use-page-editor";
import { useApiResource } from "~/lib/use-api-resource";
import { siteConfig } from "~/site.config";

export const meta = () => [{ title: `Edit Page | Admin Panel | ${siteConfig.name}` }, { name: "robots", content: "noindex" }];

/** /admin/pages/new and /admin/pages/{slug}: the page editor, on a new page or on a page's draft. */
export default function PageEditorRoute() {
  const { slug } = useParams();
  if (!slug) return <PageEditorScreen key="new" initial={{ form: EMPTY_PAGE, version: null, meta: null }} />;
  return <ExistingPage key={slug} slug={slug} />;
}

function ExistingPage({ slug }: { slug: string }) {
  const valid = PAGE_SLUG_PATTERN.test(slug);
  const { resource, reload } = useApiResource<PageDraft>(apiPath(API_PATHS.pageDraft, { slug: valid ? slug : "-" }), PAGE_EDITOR_TEXTS.pageLoadFailed);
  if (resource.state === "error") {
    return (
      <div className="mx-auto max-w-4xl">
        <RetryAlert heading={PAGE_EDITOR_TEXTS.pageLoadFailed} message={resource.error} onRetry={reload} />
      </div>
    );
  }
  if (resource.state === "loading") return <PageSpinner label="Opening the page…" />;
  const draft = resource.data;
  return <PageEditorScreen initial={{ form: formOf(draft), version: draft.version, meta: draft }} />;
}
