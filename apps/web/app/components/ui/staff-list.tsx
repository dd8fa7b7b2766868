import { useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { inputClass } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/styles";
import type { StaffListPosition } from "~/lib/use-staff-list";

/** The words of a list's search box: its label ("Search events") and what it searches. */
export type ListSearchWords = { label: string; hint: string };

/** How long typing rests before the list is searched: one request per word, not per key. */
const SEARCH_DELAY_MS = 300;

/** The address of another page of the list, the search kept. */
function pageSearch(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page === 1) next.delete("page");
  else next.set("page", String(page));
  const text = next.toString();
  return text ? `?${text}` : "?";
}

/**
 * The search box of a paged staff list (issue 24): searched as staff type (after a short rest)
 * and on Enter, the words kept in the address (`?q=`), back to the first page each time.
 */
export function ListSearch({ label, hint }: ListSearchWords) {
  const [params, setParams] = useSearchParams();
  const current = params.get("q") ?? "";
  const [text, setText] = useState(current);
  const id = useId();
  const hintId = useId();
  const typed = useRef(false);

  // Back and Forward change the address: the box shows its words again.
  useEffect(() => {
    if (!typed.current) setText(current);
  }, [current]);

  const search = (words: string) => {
    typed.current = false;
    if (words.trim() === current.trim()) return;
    const next = new URLSearchParams(params);
    next.delete("page");
    if (words.trim()) next.set("q", words.trim());
    else next.delete("q");
    setParams(next);
  };

  useEffect(() => {
    if (!typed.current) return;
    const timer = window.setTimeout(() => search(text), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
    // `search` reads the address each render; only the words typed restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  return (
    <form
      role="search"
      className="flex max-w-xl flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        search(text);
      }}
    >
      <label htmlFor={id} className="font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        maxLength={200}
        aria-describedby={hintId}
        onChange={(event) => {
          typed.current = true;
          setText(event.target.value);
        }}
        className={inputClass}
      />
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
    </form>
  );
}

/** "41–60 of 412": where this page sits in the list (as searched). */
export function rangeText({ page, perPage, total }: StaffListPosition): string {
  if (total === 0) return "0 of 0";
  const first = (page - 1) * perPage + 1;
  // Past the end (the list got shorter, or the address was edited): the page links lead back.
  if (first > total) return `Page ${page} is past the end: ${total} in all`;
  return `${first}–${Math.min(page * perPage, total)} of ${total}`;
}

/** Page numbers to link to: the first, the last and the two either side of the current one; null marks a gap. */
export function pageNumbers(page: number, pages: number): Array<number | null> {
  const wanted = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const shown: Array<number | null> = [];
  for (const n of wanted) {
    const last = shown[shown.length - 1];
    if (typeof last === "number" && n > last + 1) shown.push(null);
    shown.push(n);
  }
  return shown;
}

/**
 * The count and page links of a paged staff list: plain links to `?page=N` (the search kept), so
 * Back returns to the page before, and a page can be opened in a new tab.
 */
export function ListPager({ position, label }: { position: StaffListPosition; label: string }) {
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(position.total / position.perPage));
  const { page } = position;
  const link = buttonClass({ variant: "secondary", size: "sm" });
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="font-semibold text-slate-800" data-list-range="">
        {rangeText(position)}
        {position.q ? <span className="font-normal text-slate-700">{` matching “${position.q}”`}</span> : null}
      </p>
      {pages > 1 || page > 1 ? (
        <ul className="flex flex-wrap items-center gap-2">
          {page > 1 ? (
            <li>
              <Link to={pageSearch(params, Math.min(page - 1, pages))} rel="prev" className={link}>
                Previous<span className="sr-only"> page</span>
              </Link>
            </li>
          ) : null}
          {pageNumbers(page, pages).map((n, index) =>
            n === null ? (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
                …
              </li>
            ) : (
              <li key={n}>
                <Link
                  to={pageSearch(params, n)}
                  aria-current={n === page ? "page" : undefined}
                  className={`focus-ring grid min-h-10 min-w-10 place-items-center rounded-full px-3 text-sm font-semibold ${
                    n === page ? "bg-indigo-900 text-white" : "text-indigo-900 ring-1 ring-slate-300 hover:bg-indigo-50"
                  }`}
                >
                  <span className="sr-only">Page </span>
                  {n}
                </Link>
              </li>
            ),
          )}
          {page < pages ? (
            <li>
              <Link to={pageSearch(params, page + 1)} rel="next" className={link}>
                Next<span className="sr-only"> page</span>
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </nav>
  );
}
