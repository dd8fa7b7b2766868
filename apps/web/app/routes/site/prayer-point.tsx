import { CheckList } from "~/components/page-kit/check-list";
import { LeadParagraphs } from "~/components/page-kit/intro-section";
import { PageHeading, pageContainer } from "~/components/site/page-heading";
import { Pictogram } from "~/components/page-kit/pictograms";
import { Icon } from "~/components/ui/icons";
import { SectionHeading } from "~/components/page-kit/section-heading";
import { UnavailableDownload } from "~/components/page-kit/unavailable-download";
import { publicPage } from "~/content/public-pages";
import { PRAYER_FAST, PRAYER_GUIDE, prayerDayDate } from "~/content/resources-prayer-guide";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/prayer-point"), args);

export default function PrayerPointPage() {
  const first = prayerDayDate(PRAYER_FAST.firstDay);
  const last = prayerDayDate(PRAYER_FAST.lastDay);
  return (
    <>
      <PageHeading title={publicPage("/prayer-point").heading} subtitle={PRAYER_GUIDE.tagline} />

      <div className={`${pageContainer} flex flex-col gap-14 py-12 md:py-16`}>
        <section aria-labelledby="prayer-intro" className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div className="flex flex-col gap-5">
            <SectionHeading id="prayer-intro">Seeking God together</SectionHeading>
            <LeadParagraphs paragraphs={PRAYER_GUIDE.intro} />
            <UnavailableDownload label="Download The 2025 Prayer Guide" note={PRAYER_GUIDE.downloadNote} noteId="prayer-download-note" />
          </div>
          <div className="flex flex-col gap-4 self-start rounded-2xl bg-indigo-950 p-6 text-white shadow-md sm:p-8">
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-amber-300">
              <Icon name="calendar" className="size-5" />
              <time dateTime={first.iso}>{first.label}</time>
              <span aria-hidden="true">–</span>
              <span className="sr-only">to</span>
              <time dateTime={last.iso}>{last.label}</time>
            </p>
            <h2 id="prayer-how" className="text-2xl font-bold">
              How to take part
            </h2>
            <CheckList items={PRAYER_GUIDE.guidelines} className="flex flex-col gap-3" itemClassName="text-indigo-100" />
          </div>
        </section>

        <section aria-labelledby="prayer-days" className="flex flex-col gap-8">
          <SectionHeading id="prayer-days">The {PRAYER_GUIDE.days.length} days</SectionHeading>
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {PRAYER_GUIDE.days.map((day, index) => {
              const number = PRAYER_FAST.firstDay + index;
              const date = prayerDayDate(number);
              return (
                <li key={day.theme} className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                  <div className="flex items-center justify-between gap-3">
                    <span className="rounded-full bg-indigo-900 px-3 py-1 text-sm font-bold text-white">Day {number}</span>
                    <time dateTime={date.iso} className="text-sm font-medium text-slate-600">
                      {date.label}
                    </time>
                  </div>
                  <h3 className="mt-1 text-lg font-bold text-indigo-950">{day.theme}</h3>
                  <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-amber-800">
                    <Pictogram name="book-open" className="size-4 shrink-0" />
                    {day.scripture}
                  </p>
                  <p className="text-slate-700">{day.focus}</p>
                </li>
              );
            })}
          </ol>
        </section>
      </div>
    </>
  );
}
