import { Link } from "react-router";
import { buttonClass } from "~/components/ui/styles";
import { pageQuery } from "~/lib/page-query";

/**
 * `?page=` of a paginated public page: a whole number from 1, else 1 (a mistyped address shows the
 * first page rather than an error).
 */
export function pageFromUrl(url: string): number {
  const asked = pageQuery(url, "page");
  return asked && /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : 1;
}

/**
 * Newer/older page links of a long list (ADR 018): plain links to `?page=N`, so they work before
 * JavaScript and can be shared. `label` names the list for screen readers ("Newsletter pages");
 * `query` is the rest of a filtered list's address ("q=grace&book=John"), kept on every page.
 */
export function Pagination({
  page,
  pages,
  label,
  previousText,
  nextText,
  query = "",
}: {
  page: number;
  pages: number;
  label: string;
  previousText: string;
  nextText: string;
  query?: string;
}) {
  if (pages <= 1) return null;
  const link = (target: number) => `?${[query, target === 1 ? "" : `page=${target}`].filter(Boolean).join("&")}`;
  return (
    <nav aria-label={label} className="mt-12 flex flex-wrap items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={link(Math.min(page - 1, pages))} className={buttonClass({ variant: "secondary", size: "sm" })} rel="prev">
          {previousText}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-slate-700">{`Page ${page} of ${pages}`}</p>
      {page < pages ? (
        <Link to={link(page + 1)} className={buttonClass({ variant: "secondary", size: "sm" })} rel="next">
          {nextText}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** A `?page=` past the last page (the list got shorter, or the address was edited): the way back to the first. */
export function MissingPage({ what }: { what: string }) {
  return (
    <div className="flex flex-col items-start gap-6">
      <p className="text-lg text-slate-700">{`There is no such page of ${what}: the list may have become shorter.`}</p>
      <Link to="?" className={buttonClass()}>
        First page
      </Link>
    </div>
  );
}
