import { Pictogram } from "~/components/page-kit/pictograms";
import { PageHeading } from "~/components/site/page-heading";
import { publicPage } from "~/content/public-pages";
import { VALUES, VALUES_INTRO } from "~/content/values";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/our-values"), args);

export default function OurValuesPage() {
  return (
    <>
      <PageHeading title={publicPage("/our-values").heading} subtitle="What we hold dear, and the scriptures that hold us to it." />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
        <p className="mx-auto max-w-3xl text-lg leading-relaxed text-slate-700 sm:text-center">{VALUES_INTRO}</p>
        <ul className="mt-10 flex flex-wrap justify-center gap-6">
          {VALUES.map((value) => (
            <li key={value.title} className="w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]">
              <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none">
                <div className="flex items-center gap-4">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-800 ring-1 ring-indigo-100">
                    <Pictogram name={value.icon} className="size-7" />
                  </span>
                  <h2 className="text-xl font-semibold text-indigo-950">{value.title}</h2>
                </div>
                <p className="mt-4 mb-5 leading-relaxed text-slate-700">{value.description}</p>
                <figure className="mt-auto border-l-4 border-amber-400 pl-3">
                  <blockquote className="text-sm leading-relaxed text-slate-600 italic">
                    <p>“{value.verse}”</p>
                  </blockquote>
                  <figcaption className="mt-1 text-sm font-semibold text-amber-800">{value.reference}</figcaption>
                </figure>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
