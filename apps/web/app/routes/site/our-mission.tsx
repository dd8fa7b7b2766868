import { Scripture } from "~/components/page-kit/scripture";
import { PageHeading } from "~/components/site/page-heading";
import { MISSION } from "~/content/mission";
import { publicPage } from "~/content/public-pages";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/our-mission"), args);

export default function OurMissionPage() {
  return (
    <>
      <PageHeading title={publicPage("/our-mission").heading} subtitle="Why we exist, and the future we are praying and working towards." />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
        <div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-14">
          <figure className="overflow-hidden rounded-3xl shadow-lg ring-1 ring-slate-200 lg:sticky lg:top-28">
            <img
              src={MISSION.image.src}
              alt={MISSION.image.alt}
              width={MISSION.image.width}
              height={MISSION.image.height}
              className="h-auto w-full"
            />
          </figure>
          <div>
            <section aria-labelledby="mission-statement">
              <h2 id="mission-statement" className="text-sm font-bold tracking-widest text-amber-800 uppercase">
                Mission statement
              </h2>
              <p className="mt-3 text-xl leading-snug font-semibold text-indigo-950 sm:text-2xl lg:text-3xl">{MISSION.statement}</p>
            </section>
            <section aria-labelledby="vision-points" className="mt-10">
              <h2 id="vision-points" className="text-sm font-bold tracking-widest text-amber-800 uppercase">
                {MISSION.visionHeading}
              </h2>
              <ol className="mt-5 space-y-4">
                {MISSION.vision.map((point, index) => (
                  <li key={point} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                    <span
                      aria-hidden="true"
                      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-900 font-bold text-white"
                    >
                      {index + 1}
                    </span>
                    <p className="leading-relaxed text-slate-700">{point}</p>
                  </li>
                ))}
              </ol>
            </section>
          </div>
        </div>
        <div className="mx-auto mt-14 max-w-3xl rounded-3xl bg-indigo-950 p-8 sm:p-10">
          <Scripture tone="dark" text={MISSION.scripture.text} reference={MISSION.scripture.reference} />
        </div>
      </div>
    </>
  );
}
