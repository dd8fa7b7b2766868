import { Accordion } from "~/components/page-kit/accordion";
import { Scripture } from "~/components/page-kit/scripture";
import { PageHeading } from "~/components/site/page-heading";
import { PROPHECIES, PROPHECIES_INTRO, PROPHECIES_NOTE, PROPHECY_YEAR } from "~/content/prophecies";
import { publicPage } from "~/content/public-pages";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/prophecies"), args);

/** The word for Nigeria is the one already published, so it starts open. */
const NIGERIA_INDEX = PROPHECIES.findIndex((section) => !section.placeholder);

const items = PROPHECIES.map((section) => ({
  title: section.title,
  content: (
    <div className="space-y-4 leading-relaxed">
      {section.placeholder ? (
        <p className="inline-block rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase">
          To be published
        </p>
      ) : null}
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.scripture ? <Scripture text={section.scripture.text} reference={section.scripture.reference} /> : null}
      {section.response ? <p>{section.response}</p> : null}
    </div>
  ),
}));

export default function PropheciesPage() {
  return (
    <>
      <PageHeading title={publicPage("/prophecies").heading} subtitle={`The word for ${PROPHECY_YEAR}, received in prayer and shared with the church.`} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
        <p className="text-lg leading-relaxed text-slate-700">{PROPHECIES_INTRO}</p>
        <section aria-labelledby="prophecies-year" className="mt-10">
          <h2 id="prophecies-year" className="mb-4 text-2xl font-bold text-indigo-950">
            Prophecies for {PROPHECY_YEAR}
          </h2>
          <Accordion items={items} mode="single" initiallyOpen={[NIGERIA_INDEX]} />
        </section>
        <p className="mt-10 rounded-2xl bg-indigo-50 p-6 leading-relaxed text-indigo-950">{PROPHECIES_NOTE}</p>
      </div>
    </>
  );
}
