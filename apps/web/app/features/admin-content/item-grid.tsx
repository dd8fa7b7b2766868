import { useId, type ReactNode } from "react";
import type { FocalPoint } from "@lampstand/contract/entities";
import { type IconName } from "~/components/ui/icons";
import { StaffIcon } from "~/components/ui/staff-icons";
import { Spinner } from "~/components/ui/spinner";
import { RetryAlert } from "~/components/ui/retry-alert";
import { buttonClass } from "~/components/ui/styles";
import { UploadedImage } from "~/components/ui/uploaded-image";
import type { ApiResource } from "~/lib/use-api-resource";
import type { StaffListPosition } from "~/lib/use-staff-list";
import { ListPager, ListSearch, type ListSearchWords } from "~/components/ui/staff-list";

/**
 * The items of a content screen under the form (SPEC §2.12, §4): loading, error with Retry, the
 * empty text, or a grid of cards that reflows to one column on a phone. A reload after a save
 * keeps the cards in place meanwhile.
 */
export function ItemGrid<Item extends { id: number }>({
  heading,
  resource,
  onRetry,
  loadingLabel,
  emptyText,
  children,
  listing,
}: {
  heading: string;
  resource: ApiResource<Item[]>;
  onRetry: () => void;
  loadingLabel: string;
  emptyText: string;
  children: (item: Item) => ReactNode;
  /** A paged list's search and page links (issue 24). */
  listing?: { position: StaffListPosition; words: ListSearchWords } | null;
}) {
  const headingId = useId();
  const items = resource.data;
  return (
    <section aria-labelledby={headingId} aria-busy={resource.state === "loading"} className="flex flex-col gap-5">
      <h2 id={headingId} className="text-2xl font-bold text-indigo-950">
        {heading}
      </h2>
      {listing ? (
        <>
          <ListSearch {...listing.words} />
          <ListPager position={listing.position} label={`Pages of ${heading}`} />
        </>
      ) : null}
      {resource.state === "error" ? (
        <RetryAlert message={resource.error} onRetry={onRetry} />
      ) : null}
      {items === undefined ? (
        resource.state === "loading" ? (
          <div className="flex items-center justify-center gap-4 rounded-xl bg-white py-12 text-indigo-800 ring-1 ring-slate-200">
            <Spinner label={loadingLabel} className="size-8" />
            <p aria-hidden="true" className="font-semibold">
              {loadingLabel}
            </p>
          </div>
        ) : null
      ) : items.length === 0 ? (
        <p className="rounded-xl bg-white px-6 py-10 text-center text-lg font-semibold text-slate-700 ring-1 ring-slate-200">
          {listing && listing.position.total > 0 ? "There is nothing on this page." : listing?.position.q ? `Nothing matches “${listing.position.q}”.` : emptyText}
        </p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 2xl:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} className="min-w-0">
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * One item on the grid: its picture, what `children` says of it, and Edit and Delete (with the
 * item's name for screen readers), plus any `links` (View, Details). The card being edited is
 * marked, so staff see which one the form holds.
 */
export function ItemCard({
  name,
  image,
  focal,
  imageAlt = "",
  placeholderIcon,
  beingEdited,
  locked,
  onEdit,
  onDelete,
  links,
  children,
}: {
  name: string;
  image: string | null;
  /** The point staff chose, kept in the card's crop as the public cards keep it (issue 24). */
  focal?: FocalPoint;
  imageAlt?: string;
  placeholderIcon: IconName;
  beingEdited: boolean;
  /** A save or delete is under way: the buttons wait (SPEC §4). */
  locked: boolean;
  onEdit: () => void;
  onDelete: () => void;
  links?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-slate-200 ${beingEdited ? "ring-4 ring-amber-400" : "ring-1"}`}
      data-item-card=""
    >
      <div className="relative">
        <UploadedImage
          image={image}
          alt={imageAlt}
          sizes="(min-width: 1536px) 340px, (min-width: 1024px) 38vw, (min-width: 640px) 50vw, 100vw"
          width={640}
          height={400}
          // The public cards' shape (event and newsletter cards, CARD_CROP): staff see the crop visitors see.
          className="aspect-[16/10] w-full object-cover"
          focal={focal}
          placeholderIcon={placeholderIcon}
        />
        {beingEdited ? (
          <span className="absolute top-3 left-3 rounded-full bg-amber-400 px-3 py-1 text-sm font-semibold text-indigo-950 shadow">Being edited</span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-5">{children}</div>
      <div className="flex flex-wrap gap-2 border-t border-slate-100 px-5 py-4">
        <button type="button" onClick={onEdit} disabled={locked} className={buttonClass({ variant: "secondary", size: "sm" })}>
          <StaffIcon name="pencil" className="size-4" />
          Edit<span className="sr-only"> {name}</span>
        </button>
        {links}
        {/* Quieter than Edit: red text at the end of the row, so the everyday actions stand out (issue 24). */}
        <button type="button" onClick={onDelete} disabled={locked} className={`${buttonClass({ variant: "quietDanger", size: "sm" })} ml-auto`}>
          <StaffIcon name="trash" className="size-4" />
          Delete<span className="sr-only"> {name}</span>
        </button>
      </div>
    </article>
  );
}
