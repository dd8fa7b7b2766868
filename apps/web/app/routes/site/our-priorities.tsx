import { PageHeading } from "~/components/site/page-heading";
import { PRIORITIES, PRIORITIES_INTRO } from "~/content/priorities";
import { publicPage } from "~/content/public-pages";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/our-priorities"), args);

/** Cards in the left column lean one way and those in the right the other (SPEC §2.4 "alternating shape"). */
const SHAPES = [
  "rounded-tl-[3rem] rounded-br-[3rem] rounded-tr-lg rounded-bl-lg bg-white",
  "rounded-tr-[3rem] rounded-bl-[3rem] rounded-tl-lg rounded-br-lg bg-indigo-50",
] as const;

export default function OurPrioritiesPage() {
  return (
    <>
      <PageHeading title={publicPage("/our-priorities").heading} subtitle="First things first: where we put our time, our prayer and our resources." />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:py-16">
        <p className="mx-auto max-w-3xl text-lg leading-relaxed text-slate-700 sm:text-center">{PRIORITIES_INTRO}</p>
        <ol className="mt-10 grid gap-6 md:grid-cols-2">
          {PRIORITIES.map((priority, index) => (
            <li key={priority.title} className="flex">
              <article
                className={`flex w-full flex-col gap-4 border border-indigo-100 p-6 shadow-sm sm:flex-row sm:gap-5 sm:p-8 ${SHAPES[index % 2]}`}
              >
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-400 text-lg font-bold text-indigo-950 sm:size-12"
                >
                  {index + 1}
                </span>
                <div>
                  <h2 className="text-xl font-semibold text-indigo-950">{priority.title}</h2>
                  <p className="mt-2 leading-relaxed text-slate-700">{priority.description}</p>
                  <p className="mt-3 text-sm font-semibold text-amber-800">{priority.reference}</p>
                </div>
              </article>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
