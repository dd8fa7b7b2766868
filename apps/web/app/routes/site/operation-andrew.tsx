import { Link } from "react-router";
import { CheckList } from "~/components/page-kit/check-list";
import { LeadParagraphs } from "~/components/page-kit/intro-section";
import { PageHeading, pageContainer } from "~/components/site/page-heading";
import { Icon } from "~/components/ui/icons";
import { Scripture } from "~/components/page-kit/scripture";
import { SectionHeading } from "~/components/page-kit/section-heading";
import { buttonClass } from "~/components/ui/styles";
import { publicPage } from "~/content/public-pages";
import { OPERATION_ANDREW } from "~/content/resources-operation-andrew";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/operation-andrew"), args);

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

export default function OperationAndrewPage() {
  const { namesPerCard, cardsPerAttendee } = OPERATION_ANDREW;
  return (
    <>
      <PageHeading title={publicPage("/operation-andrew").heading} subtitle={OPERATION_ANDREW.tagline} />

      <div className={`${pageContainer} flex flex-col gap-14 py-12 md:py-16`}>
        <section aria-labelledby="andrew-about" className="flex max-w-3xl flex-col gap-5">
          <SectionHeading id="andrew-about">What is Operation Andrew?</SectionHeading>
          <LeadParagraphs paragraphs={OPERATION_ANDREW.about} />
          <Scripture text={OPERATION_ANDREW.scripture.text} reference={OPERATION_ANDREW.scripture.reference} version="KJV" tone="boxed" />
        </section>

        <section aria-labelledby="andrew-card" className="grid items-center gap-10 md:grid-cols-2">
          <div className="flex flex-col gap-5">
            <SectionHeading id="andrew-card">The card</SectionHeading>
            <dl className="grid grid-cols-2 gap-4">
              <div className="rounded-2xl bg-indigo-950 p-5 text-white">
                <dt className="text-sm font-semibold text-indigo-100">Names on each card</dt>
                <dd className="text-4xl font-extrabold text-amber-300">{namesPerCard}</dd>
              </div>
              <div className="rounded-2xl bg-indigo-950 p-5 text-white">
                <dt className="text-sm font-semibold text-indigo-100">Cards for each attendee</dt>
                <dd className="text-4xl font-extrabold text-amber-300">{cardsPerAttendee}</dd>
              </div>
            </dl>
            <LeadParagraphs paragraphs={OPERATION_ANDREW.card} />
          </div>
          <figure className="flex flex-col items-center gap-3">
            <img
              src={OPERATION_ANDREW.image.src}
              alt={OPERATION_ANDREW.image.alt}
              width={400}
              height={520}
              loading="lazy"
              className="h-auto w-full max-w-sm drop-shadow-xl"
            />
            <figcaption className="text-center text-sm text-slate-600">
              The card: {NUMBER_WORDS[namesPerCard]} lines for {NUMBER_WORDS[namesPerCard]} names. You receive{" "}
              {NUMBER_WORDS[cardsPerAttendee]}.
            </figcaption>
          </figure>
        </section>

        <section aria-labelledby="andrew-steps" className="flex flex-col gap-8">
          <SectionHeading id="andrew-steps">How to use your cards</SectionHeading>
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {OPERATION_ANDREW.steps.map((step, index) => (
              <li key={step.title} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-amber-400 text-lg font-bold text-indigo-950"
                >
                  {index + 1}
                </span>
                <h3 className="text-lg font-bold text-indigo-950">{step.title}</h3>
                <p className="text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="andrew-encouragement"
          className="grid gap-8 rounded-3xl bg-slate-50 px-4 py-6 sm:p-10 lg:grid-cols-[3fr_2fr]"
        >
          <div className="flex flex-col gap-5">
            <SectionHeading id="andrew-encouragement">A word of encouragement</SectionHeading>
            <CheckList items={OPERATION_ANDREW.encouragement} mark="indigo" className="flex flex-col gap-3" />
          </div>
          <div className="flex flex-col justify-center gap-4 rounded-2xl bg-white p-5 shadow-sm sm:p-6">
            <h3 className="text-lg font-bold text-indigo-950">Somewhere to bring them</h3>
            <p className="text-slate-700">Services, fellowships and special programmes where your friends will feel welcome.</p>
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap lg:flex-col xl:flex-row">
              <Link to="/events" className={buttonClass()}>
                See upcoming events
                <Icon name="calendar" className="size-5" />
              </Link>
              <Link to="/baptismal" className={buttonClass({ variant: "secondary" })}>
                Baptismal class
              </Link>
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
