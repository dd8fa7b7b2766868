import { Link } from "react-router";
import type { ResourceCardContent } from "~/content/resources";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icons";
import { cardLinkClass } from "~/components/ui/styles";
import { Pictogram } from "./pictograms";

const cardBase = "relative flex h-full flex-col gap-4 rounded-2xl border p-6";
const linkedCard = `${cardBase} border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-300 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0 focus-ring-within`;

/**
 * One card of the resources hub or the key resources page: an internal page, another site
 * (new tab, no opener, no referrer), or something that has no target yet ("Coming soon").
 */
export function ResourceCard({ card }: { card: ResourceCardContent }) {
  const { target } = card;

  if (target.kind === "coming-soon") {
    return (
      <article className={`${cardBase} border-dashed border-slate-300 bg-slate-50`}>
        <div className="flex items-start justify-between gap-3">
          <span className="flex size-12 items-center justify-center rounded-xl bg-slate-200 text-slate-700">
            <Pictogram name={card.icon} />
          </span>
          <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase">Coming soon</span>
        </div>
        <h2 className="text-xl font-bold text-slate-800">{card.title}</h2>
        <p className="text-slate-700">{card.description}</p>
        <p className="mt-auto text-sm font-medium text-slate-600">Not available yet: we will link it here as soon as it opens.</p>
      </article>
    );
  }

  const footer =
    target.kind === "external" ? (
      <>
        Visit <Icon name="external" className="size-4" />
      </>
    ) : (
      <>
        Open{" "}
        <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
      </>
    );

  return (
    <article className={`group ${linkedCard}`}>
      <span className="flex size-12 items-center justify-center rounded-xl bg-indigo-900 text-amber-300">
        <Pictogram name={card.icon} />
      </span>
      <h2 className="text-xl font-bold text-indigo-950">
        {target.kind === "external" ? (
          <ExternalLink href={target.href} className={cardLinkClass}>
            {card.title}
          </ExternalLink>
        ) : (
          <Link to={target.to} className={cardLinkClass}>
            {card.title}
          </Link>
        )}
      </h2>
      <p className="text-slate-700">{card.description}</p>
      <p aria-hidden="true" className="mt-auto inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-800">
        {footer}
      </p>
    </article>
  );
}

/** The cards of a resources page as a responsive grid. */
export function ResourceCardGrid({ cards, label }: { cards: readonly ResourceCardContent[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title}>
          <ResourceCard card={card} />
        </li>
      ))}
    </ul>
  );
}
