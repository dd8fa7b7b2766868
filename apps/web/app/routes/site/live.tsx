import { API_PATHS } from "@lampstand/contract/api-paths";
import { sermonPageSchema } from "@lampstand/contract/sermons";
import { PageHeading, pageContainer } from "~/components/site/page-heading";
import { ServiceTimesList } from "~/components/site/service-times";
import { textLinkClass } from "~/components/ui/styles";
import { VideoFacade } from "~/components/video/video-facade";
import { publicPage } from "~/content/public-pages";
import { LiveCountdown } from "~/features/live/live-countdown";
import { LatestSermon } from "~/features/live/latest-sermon";
import { liveState, type ServiceDate } from "~/features/live/service-window.server";
import { startsIn } from "~/features/live/starts-in";
import { loadFromApi, withQuery } from "~/lib/api.server";
import { clockTime } from "~/lib/settings";
import { loadSettings } from "~/lib/settings.server";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";
import type { Route } from "./+types/live";
import { videoEmbedOf } from "@lampstand/contract/video-embeds";

/** What the page says depends on the clock, not only on what staff wrote: never kept for everyone (the page cache keeps no private page). */
export const headers = () => ({ "Cache-Control": "private, no-cache" });

export async function loader({ context }: Route.LoaderArgs) {
  const [settings, latest] = await Promise.all([
    loadSettings(context),
    loadFromApi(context, withQuery(API_PATHS.sermons, { per_page: 1 }), sermonPageSchema, "Failed to fetch sermons"),
  ]);
  const now = new Date();
  const state = liveState(settings.serviceTimes, settings.timeZone, now);
  const when = (date: ServiceDate) => ({ name: date.service.name, day: date.service.day, time: date.service.time, start: date.start.toISOString() });
  return {
    live: state.live ? when(state.now) : null,
    next: !state.live && state.next ? { ...when(state.next), startsIn: startsIn(state.next.start, now) } : null,
    stream: settings.links.liveStream,
    streamEmbed: settings.links.liveStream ? (videoEmbedOf(settings.links.liveStream) ?? null) : null,
    // The latest sermon is a nicety: a failure to read it leaves it out rather than the page.
    latestSermon: latest.ok ? (latest.data.sermons[0] ?? null) : null,
  };
}

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/live"), args);

export default function LivePage({ loaderData }: Route.ComponentProps) {
  const { live, next, stream, streamEmbed, latestSermon } = loaderData;
  const page = publicPage("/live");
  return (
    <>
      <PageHeading title={page.heading} subtitle="Join the service from wherever you are: it streams live every time we meet." />
      <div className={`${pageContainer} flex flex-col gap-12 py-12 md:py-16`}>
        {live ? (
          <section aria-labelledby="live-now" className="flex flex-col gap-5">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full bg-red-700 px-3 py-1 text-sm font-bold tracking-wide text-white uppercase">
                <span aria-hidden="true" className="size-2 rounded-full bg-white motion-safe:animate-pulse" />
                Live now
              </p>
              <h2 id="live-now" className="mt-3 text-3xl font-bold text-indigo-950">
                {live.name}
              </h2>
              <p className="mt-1 text-lg text-slate-700">
                {live.day} at <time dateTime={live.start}>{clockTime(live.time)}</time>
              </p>
            </div>
            {stream ? (
              <VideoFacade url={stream} embed={streamEmbed} title={`${live.name}: live stream`} />
            ) : (
              <p className="rounded-2xl bg-slate-50 p-6 text-lg text-slate-700 ring-1 ring-slate-200">The stream's address is not set yet. Please check back in a few minutes.</p>
            )}
          </section>
        ) : (
          <section aria-labelledby="next-service" className="rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200 sm:p-8">
            <h2 id="next-service" className="text-lg font-semibold text-amber-900">
              {next ? "Next service" : "No services are scheduled"}
            </h2>
            {next ? (
              <>
                <LiveCountdown start={next.start} initial={next.startsIn} />
                <p className="mt-2 text-lg text-slate-800">
                  {next.name}, {next.day} at <time dateTime={next.start}>{clockTime(next.time)}</time>. The stream opens here 15 minutes before.
                </p>
              </>
            ) : (
              <p className="mt-2 text-lg text-slate-800">When the church sets its service times, the next one shows here.</p>
            )}
            {stream ? (
              <p className="mt-4">
                <a href={stream} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
                  Our channel, with past services<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </p>
            ) : null}
          </section>
        )}
        <div className="grid gap-10 md:grid-cols-2">
          <section aria-labelledby="service-times">
            <h2 id="service-times" className="text-2xl font-bold text-indigo-950">
              Service times
            </h2>
            <ServiceTimesList />
          </section>
          <LatestSermon sermon={latestSermon} />
        </div>
      </div>
    </>
  );
}
