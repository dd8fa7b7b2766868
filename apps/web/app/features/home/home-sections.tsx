import { Link } from "react-router";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icons";
import { ACTIVITIES_HEADING, activityTiles, type ActivityTile } from "~/content/home-sections";
import { useSettings } from "~/lib/settings";
import { ActivityTileIcon } from "./home-icons";
import { ACTIVITIES_SECTION_ID } from "./section-ids";

/** The activities strip: portal, events, live stream and pastor's desk (SPEC §2.3). */
export function ActivitiesSection() {
  const { links } = useSettings();
  // A portal staff have not set leaves its tile out rather than leading nowhere.
  const tiles = activityTiles({ memberPortal: links.memberPortal ?? "" }).filter((tile) => tile.href);
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
