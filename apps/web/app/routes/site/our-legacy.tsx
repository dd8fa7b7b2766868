import { Accordion } from "~/components/page-kit/accordion";
import { PageHeading } from "~/components/site/page-heading";
import { LEGACY, LEGACY_INTRO } from "~/content/legacy";
import { publicPage } from "~/content/public-pages";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/our-legacy"), args);

const items = LEGACY.map((item) => ({
  title: `${item.period} · ${item.title}`,
  content: (
    <div className="space-y-3 leading-relaxed">
      {item.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  ),
}));

export default function OurLegacyPage() {
  return (
    <>
      <PageHeading title={publicPage("/our-legacy").heading} subtitle="The faithfulness of God, from one generation to the next." />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
        <p className="text-lg leading-relaxed text-slate-700">{LEGACY_INTRO}</p>
        <section aria-labelledby="our-story" className="mt-10">
          <h2 id="our-story" className="mb-4 text-2xl font-bold text-indigo-950">
            Our story in eight chapters
          </h2>
          <Accordion items={items} mode="multiple" initiallyOpen={[0]} />
        </section>
        <p className="mt-10 text-center text-lg text-indigo-900 italic">
          “One generation shall praise thy works to another, and shall declare thy mighty acts.”
          <span className="mt-1 block text-sm font-semibold text-amber-800 not-italic">Psalm 145:4</span>
        </p>
      </div>
    </>
  );
}
