import { PageHeading, pageContainer } from "~/components/site/page-heading";
import { IntroSection } from "~/components/page-kit/intro-section";
import { SectionHeading } from "~/components/page-kit/section-heading";
import { UnavailableDownload } from "~/components/page-kit/unavailable-download";
import { publicPage } from "~/content/public-pages";
import { BAPTISMAL } from "~/content/resources-baptismal";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/baptismal"), args);

export default function BaptismalPage() {
  return (
    <>
      <PageHeading title={publicPage("/baptismal").heading} subtitle={BAPTISMAL.tagline} />

      <div className={`${pageContainer} flex flex-col gap-14 py-12 md:py-16`}>
        <IntroSection
          id="baptismal-about"
          heading="Preparing for baptism"
          paragraphs={BAPTISMAL.about}
          aside={<img src={BAPTISMAL.image.src} alt={BAPTISMAL.image.alt} width={480} height={360} className="h-auto w-full rounded-3xl shadow-lg" />}
        >
          <UnavailableDownload label="Download manual" note={BAPTISMAL.downloadNote} noteId="baptismal-download-note" />
        </IntroSection>

        <section aria-labelledby="baptismal-lessons" className="flex flex-col gap-8">
          <SectionHeading id="baptismal-lessons">The {BAPTISMAL.lessons.length} lessons</SectionHeading>
          <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {BAPTISMAL.lessons.map((lesson, index) => (
              <li key={lesson.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-900 text-lg font-bold text-amber-300"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-bold text-indigo-950">
                    <span className="sr-only">Lesson {index + 1}: </span>
                    {lesson.title}
                  </h3>
                  <p className="mt-1 text-slate-700">{lesson.summary}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
