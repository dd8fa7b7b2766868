import { PageHeading } from "~/components/site/page-heading";
import { MILESTONES, ORIGIN_INTRO } from "~/content/origin";
import { publicPage } from "~/content/public-pages";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/our-origin"), args);

export default function OurOriginPage() {
  return (
    <>
      <PageHeading title={publicPage("/our-origin").heading} subtitle="From a Friday prayer meeting to a church family in many nations." />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
        <p className="mx-auto max-w-3xl text-lg leading-relaxed text-slate-700 sm:text-center">{ORIGIN_INTRO}</p>
        <div className="relative mt-12">
          {/* The line the milestones hang on: at the left on phones, down the middle on wide screens. */}
          <span aria-hidden="true" className="absolute inset-y-0 left-5 w-1 -translate-x-1/2 rounded-full bg-amber-200 md:left-1/2" />
          <ol className="relative space-y-10 md:space-y-0">
            {MILESTONES.map((milestone) => {
              const right = milestone.align === "right";
              return (
                <li
                  key={milestone.id}
                  data-align={milestone.align}
                  className={`relative pl-12 md:w-1/2 md:pl-0 md:not-first:-mt-16 ${right ? "md:ml-auto md:pl-12" : "md:pr-12"}`}
                >
                  <span
                    aria-hidden="true"
                    className={`absolute top-8 left-5 size-5 -translate-x-1/2 rounded-full border-4 border-white bg-amber-500 shadow ring-2 ring-amber-300 ${right ? "md:left-0" : "md:left-full"}`}
                  />
                  <article className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${right ? "" : "md:text-right"}`}>
                    <div className={`flex items-center gap-4 ${right ? "" : "md:flex-row-reverse"}`}>
                      <img
                        src={milestone.image}
                        alt={milestone.imageAlt}
                        width={160}
                        height={160}
                        loading="lazy"
                        decoding="async"
                        className="size-16 shrink-0 sm:size-20"
                      />
                      <p className="text-3xl font-extrabold text-amber-700 sm:text-4xl">
                        <time dateTime={String(milestone.year)}>{milestone.year}</time>
                      </p>
                    </div>
                    <h2 className="mt-4 text-xl font-semibold text-indigo-950">{milestone.text}</h2>
                    <p className="mt-2 leading-relaxed text-slate-700">{milestone.subtext}</p>
                  </article>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </>
  );
}
