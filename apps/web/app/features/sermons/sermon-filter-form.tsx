import { Form, Link } from "react-router";
import type { SermonPage } from "@lampstand/contract/sermons";
import { inputClass } from "~/components/ui/field";
import { buttonClass, textLinkClass } from "~/components/ui/styles";
import { hasFilters, type SermonFilters } from "./sermon-filters";

/**
 * Search and filters of /sermons: a GET form, so it works before (and without) JavaScript and its
 * result has an address. The choices of series and speaker are those the archive has.
 */
export function SermonFilterForm({
  filters,
  choices,
  books,
}: {
  filters: SermonFilters;
  choices: Pick<SermonPage, "series" | "speakers"> | undefined;
  /** The 66 books, from the loader: a list in the page's data costs no script. */
  books: readonly string[];
}) {
  const label = "block font-semibold text-indigo-950";
  return (
    <Form method="get" role="search" aria-label="Sermons" className="grid gap-4 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:grid-cols-2 sm:p-6 lg:grid-cols-4">
      <div className="sm:col-span-2 lg:col-span-4">
        <label htmlFor="sermon-search" className={label}>
          Search titles and summaries
        </label>
        <input id="sermon-search" name="q" type="search" defaultValue={filters.q ?? ""} maxLength={200} className={inputClass} />
      </div>
      <div>
        <label htmlFor="sermon-series" className={label}>
          Series
        </label>
        <select id="sermon-series" name="series" defaultValue={filters.series ?? ""} className={inputClass}>
          <option value="">All series</option>
          {choices?.series.map((series) => (
            <option key={series.id} value={String(series.id)}>
              {series.title}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="sermon-speaker" className={label}>
          Speaker
        </label>
        <select id="sermon-speaker" name="speaker" defaultValue={filters.speaker ?? ""} className={inputClass}>
          <option value="">All speakers</option>
          {choices?.speakers.map((speaker) => (
            <option key={speaker} value={speaker}>
              {speaker}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="sermon-book" className={label}>
          Book of the Bible
        </label>
        <select id="sermon-book" name="book" defaultValue={filters.book ?? ""} className={inputClass}>
          <option value="">All books</option>
          {books.map((book) => (
            <option key={book} value={book}>
              {book}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <button type="submit" className={buttonClass()}>
          Find sermons
        </button>
        {hasFilters(filters) ? (
          <Link to="/sermons" className={`${textLinkClass} py-2.5`}>
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
