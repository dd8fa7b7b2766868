import { Link, useSearchParams } from "react-router";
import { API_PATHS } from "@lampstand/contract/api-paths";
import type { PageSummary } from "@lampstand/contract/pages";
import { PageSpinner } from "~/components/ui/page-spinner";
import { RetryAlert } from "~/components/ui/retry-alert";
import { buttonClass, textLinkClass } from "~/components/ui/styles";
import { MENU_LABELS, pageAddress } from "~/features/page-editor/page-addresses";
import { PAGE_EDITOR_TEXTS } from "~/features/page-editor/page-editor-texts";
import { useApiResource } from "~/lib/use-api-resource";
import { siteConfig } from "~/site.config";
import { useSettings } from "~/lib/settings";
import { churchTime } from "~/lib/zoned-time";

export const meta = () => [{ title: `Pages | Admin Panel | ${siteConfig.name}` }, { name: "robots", content: "noindex" }];

/** /admin/pages (issue 20): every page of the site, whether it is published and whether its draft has changes, and "New page". */
export default function PagesScreen() {
  const { timeZone } = useSettings();
  const { resource, reload } = useApiResource<PageSummary[]>(API_PATHS.pageDrafts, PAGE_EDITOR_TEXTS.loadFailed);
  const [search] = useSearchParams();
  const pages = resource.data ?? [];
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header className="flex flex-wrap items-end gap-4">
        <div className="mr-auto max-w-2xl">
          <h1 className="text-2xl font-bold text-indigo-950 sm:text-3xl">{PAGE_EDITOR_TEXTS.listHeading}</h1>
          <p className="mt-2 text-slate-700">{PAGE_EDITOR_TEXTS.listIntro}</p>
        </div>
        <Link to="/admin/pages/new" className={buttonClass({ variant: "primary" })}>
          {PAGE_EDITOR_TEXTS.newPage}
        </Link>
      </header>
      {search.get("deleted") ? (
        <p role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 font-semibold text-emerald-950">
          {PAGE_EDITOR_TEXTS.deleted}
        </p>
      ) : null}
      {resource.state === "error" ? <RetryAlert heading={PAGE_EDITOR_TEXTS.loadFailed} message={resource.error} onRetry={reload} /> : null}
      {resource.state === "loading" && pages.length === 0 ? <PageSpinner label="Loading the pages…" /> : null}
      {resource.state === "ready" && pages.length === 0 ? <p className="text-slate-700">No pages yet.</p> : null}
      {pages.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label={`${pages.length} pages`}>
          {pages.map((page) => (
            <li key={page.slug} data-page={page.slug} className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4">
              <div className="min-w-0 flex-1">
                <h2 className="text-lg font-bold break-words text-indigo-950">
                  <Link to={`/admin/pages/${page.slug}`} className={textLinkClass}>
                    {page.title}
                  </Link>
                </h2>
                <p className="text-sm break-all text-slate-700">{pageAddress(page.slug)}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                {page.published_at ? (
                  <span className="rounded-full bg-emerald-100 px-3 py-1 font-semibold text-emerald-900">Published {churchTime(page.published_at, timeZone)}</span>
                ) : (
                  <span className="rounded-full bg-slate-200 px-3 py-1 font-semibold text-slate-800">Draft, not published</span>
                )}
                {page.published_at && page.unpublished_changes ? <span className="rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-950">Unpublished changes</span> : null}
                {page.placement.menu ? <span className="rounded-full bg-indigo-50 px-3 py-1 text-indigo-900">Menu: {MENU_LABELS[page.placement.menu]}</span> : null}
                {page.placement.footer ? <span className="rounded-full bg-indigo-50 px-3 py-1 text-indigo-900">Footer</span> : null}
                {page.built_in ? null : <span className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">Added by staff</span>}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
