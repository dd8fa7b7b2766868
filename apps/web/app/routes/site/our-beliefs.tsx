import { Accordion } from "~/components/page-kit/accordion";
import { Scripture, ScriptureReferences } from "~/components/page-kit/scripture";
import { PageHeading } from "~/components/site/page-heading";
import { BELIEFS, BELIEFS_INTRO } from "~/content/beliefs";
import { publicPage } from "~/content/public-pages";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/our-beliefs"), args);

const items = BELIEFS.map((belief) => ({
  title: belief.title,
  content: (
    <>
      <p className="leading-relaxed">{belief.statement}</p>
      <ScriptureReferences references={belief.scriptures} />
    </>
  ),
}));

export default function OurBeliefsPage() {
  return (
    <>
      <PageHeading title={publicPage("/our-beliefs").heading} subtitle="The truths we stand on, drawn from the Word of God." />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:py-16">
        <aside className="lg:sticky lg:top-28 lg:self-start">
          <p className="text-lg leading-relaxed text-slate-700">{BELIEFS_INTRO}</p>
          <div className="mt-8 rounded-2xl bg-indigo-950 p-6">
            <Scripture
              tone="dark"
              text="All scripture is given by inspiration of God, and is profitable for doctrine, for reproof, for correction, for instruction in righteousness."
              reference="2 Timothy 3:16"
            />
          </div>
        </aside>
        <section aria-labelledby="statement-of-faith">
          <h2 id="statement-of-faith" className="mb-4 text-2xl font-bold text-indigo-950">
            Our statement of faith
          </h2>
          <Accordion items={items} mode="multiple" />
        </section>
      </div>
    </>
  );
}
