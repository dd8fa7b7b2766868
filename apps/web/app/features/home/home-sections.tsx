import { Link } from "react-router";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icons";
import { buttonClass, cardLinkClass } from "~/components/ui/styles";
import { ABOUT, ACTIVITIES_HEADING, WELCOME, activityTiles, type ActivityTile } from "~/content/home-sections";
import { addressLine, mapLink, useSettings } from "~/lib/settings";
import { ServiceTimesList } from "~/components/site/service-times";
import { ActivityTileIcon } from "./home-icons";
import { ACTIVITIES_SECTION_ID } from "./section-ids";

const eyebrowClass = "text-sm font-semibold tracking-[0.18em] text-amber-700 uppercase";

/** Who we are: three cards to Our Values, Our Beliefs and Our Priorities. */
export function AboutSection() {
  return (
    <section aria-labelledby="about-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className={eyebrowClass}>{ABOUT.eyebrow}</p>
          <h2 id="about-heading" className="mt-2 text-3xl font-bold tracking-tight text-balance text-indigo-950 sm:text-4xl">
            {ABOUT.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{ABOUT.intro}</p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3 lg:gap-8">
          {ABOUT.cards.map((card) => (
            <li key={card.href}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-xl hover:shadow-indigo-950/10 focus-ring-within motion-reduce:transition-none motion-reduce:hover:translate-y-0">
                <img
                  src={card.image}
                  alt={card.alt}
                  width={640}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[16/10] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl font-bold text-indigo-950">
                    {/* The link covers the whole card (its ::after), so the card is one big target. */}
                    <Link to={card.href} className={cardLinkClass}>
                      {card.title}
                    </Link>
                  </h3>
                  <p className="mt-2 flex-1 leading-relaxed text-slate-700">{card.text}</p>
                  <span aria-hidden="true" className="mt-5 inline-flex items-center gap-2 font-semibold text-indigo-800 group-hover:text-amber-800">
                    {card.linkLabel}
                    <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
                  </span>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The activities strip: portal, events, live stream and pastor's desk (SPEC §2.3). */
export function ActivitiesSection() {
  const { links } = useSettings();
  // A link staff have not set (portal, live stream) leaves its tile out rather than leading nowhere.
  const tiles = activityTiles({ memberPortal: links.memberPortal ?? "", liveStream: links.liveStream ?? "" }).filter((tile) => tile.href);
  return (
    <section
      id={ACTIVITIES_SECTION_ID}
      aria-labelledby="activities-heading"
      className="relative overflow-hidden bg-indigo-950 py-14 text-white sm:py-20"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-indigo-700/40 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -left-24 size-96 rounded-full bg-amber-500/15 blur-3xl" />
      <div className="relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="activities-heading" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          {ACTIVITIES_HEADING}
        </h2>
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
          {tiles.map((tile) => (
            <li key={tile.title}>
              <ActivityTileLink tile={tile} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ActivityTileLink({ tile }: { tile: ActivityTile }) {
  const className =
    "group focus-ring-on-dark flex h-full flex-col gap-3 rounded-2xl border border-white/15 bg-white/5 p-4 transition hover:border-amber-300/70 hover:bg-white/10 sm:p-6 " +
    "motion-reduce:transition-none";
  const content = (
    <>
      <span className="grid size-12 place-items-center rounded-xl bg-amber-400 text-indigo-950 transition group-hover:scale-105 motion-reduce:transition-none">
        <ActivityTileIcon icon={tile.icon} className="size-6" />
      </span>
      <span className="text-lg leading-snug font-bold">
        {tile.title}
        {tile.external ? (
          <Icon name="external" className="ml-1.5 inline size-4 align-[-0.1em] text-amber-300" />
        ) : (
          <Icon name="arrow-right" className="ml-1.5 inline size-4 align-[-0.1em] text-amber-300 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
        )}
      </span>
      <span className="text-sm leading-relaxed text-indigo-100">{tile.text}</span>
    </>
  );
  return tile.external ? (
    <ExternalLink href={tile.href} className={className} data-activity-tile="">
      {content}
    </ExternalLink>
  ) : (
    <Link to={tile.href} className={className} data-activity-tile="">
      {content}
    </Link>
  );
}

/** A welcome from the pastor, with the service times and the address. */
export function WelcomeSection() {
  const settings = useSettings();
  return (
    <section aria-labelledby="welcome-heading" className="py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-start gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div className="relative lg:sticky lg:top-32">
          <div aria-hidden="true" className="absolute -inset-3 -rotate-2 rounded-3xl bg-amber-100 sm:-inset-4" />
          <img
            src={WELCOME.image}
            alt={WELCOME.alt}
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
            className="relative aspect-[4/3] w-full rounded-2xl object-cover shadow-xl shadow-indigo-950/15"
          />
        </div>
        <div>
          <p className={eyebrowClass}>{WELCOME.eyebrow}</p>
          <h2 id="welcome-heading" className="mt-2 text-3xl font-bold tracking-tight text-indigo-950 sm:text-4xl">
            {WELCOME.heading}
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
            {WELCOME.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <p className="mt-6 font-serif text-xl text-indigo-900 italic">{WELCOME.signature}</p>

          <div id="service-times" className="mt-10 scroll-mt-[120px] rounded-2xl bg-indigo-50 p-6 ring-1 ring-indigo-100 sm:p-8">
            <h3 className="flex items-center gap-2 text-xl font-bold text-indigo-950">
              <Icon name="clock" className="size-6 text-amber-700" />
              {WELCOME.serviceTimesHeading}
            </h3>
            <ServiceTimesList />
            <div className="mt-6 flex flex-col gap-4 border-t border-indigo-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
              <p className="flex items-start gap-2 text-slate-800">
                <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-amber-700" />
                <span>{addressLine(settings)}</span>
              </p>
              <ExternalLink href={mapLink(settings)} className={`shrink-0 self-start sm:self-auto ${buttonClass({ size: "sm" })}`}>
                {WELCOME.directionsLabel}
                <Icon name="external" className="size-4" />
              </ExternalLink>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
