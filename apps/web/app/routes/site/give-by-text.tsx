import { Link } from "react-router";
import { buttonClass, textLinkClass } from "~/components/ui/styles";
import { Icon } from "~/components/ui/icons";
import { PageHeading } from "~/components/site/page-heading";
import { GIVE_BY_TEXT } from "~/content/giving";
import { publicPage } from "~/content/public-pages";
import { GivingGlyph, GivingOptionIcon } from "~/components/page-kit/giving-icons";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";
import { siteConfig, smsHref } from "~/site.config";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/give-by-text"), args);

/** Text-to-give (SPEC §2.9): the keyword, the number (from site.config.ts) and the year-end receipt. */
export default function GiveByTextPage() {
  const { keyword, number } = siteConfig.textToGive;
  const sms = smsHref(number, keyword);
  return (
    <>
      <PageHeading title={publicPage("/give-by-text").heading} subtitle={GIVE_BY_TEXT.intro} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <section
            aria-labelledby="text-to-give"
            className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-950 to-indigo-800 p-8 text-white shadow-xl sm:p-10"
          >
            <div aria-hidden="true" className="pointer-events-none absolute -top-16 -right-16 size-56 rounded-full bg-amber-400/20 blur-2xl" />
            <span aria-hidden="true" className="grid size-14 place-items-center rounded-2xl bg-amber-400 text-indigo-950">
              <GivingOptionIcon icon="text" className="size-7" />
            </span>
            <h2 id="text-to-give" className="mt-6 text-2xl leading-snug font-bold sm:text-3xl">
              Text <span className="rounded-lg bg-white px-2.5 py-0.5 font-mono text-indigo-950">{keyword}</span> to
            </h2>
            <p className="mt-4 text-[1.75rem] font-extrabold tracking-tight whitespace-nowrap text-amber-300 sm:text-4xl" data-text-to-give-number="">
              {number}
            </p>
            <p className="mt-4 leading-relaxed text-indigo-100">
              Standard message rates from your carrier may apply. We never share your number.
            </p>
            <a
              href={sms}
              className={`mt-8 ${buttonClass({ variant: "accent", size: "lg", onDark: true })}`}
            >
              {GIVE_BY_TEXT.smsAction}
              <Icon name="arrow-right" className="size-5" />
            </a>
          </section>

          <section aria-labelledby="how-it-works">
            <h2 id="how-it-works" className="text-2xl font-bold tracking-tight text-indigo-950 sm:text-3xl">
              How it works
            </h2>
            <ol className="mt-6 space-y-6">
              {GIVE_BY_TEXT.steps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-amber-100 font-bold text-amber-900">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="text-lg font-bold text-indigo-950">{step.title}</h3>
                    <p className="mt-1 leading-relaxed text-slate-700">
                      {index === 0 ? `Text ${keyword} to ${number}. ` : ""}
                      {step.text}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        </div>

        <section aria-labelledby="year-end-receipt" className="mt-14 flex flex-col gap-5 rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200 sm:flex-row sm:p-8">
          <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-xl bg-amber-400 text-indigo-950">
            <GivingGlyph name="receipt" className="size-6" />
          </span>
          <div>
            <h2 id="year-end-receipt" className="text-xl font-bold text-indigo-950">
              {GIVE_BY_TEXT.receiptHeading}
            </h2>
            <p className="mt-2 leading-relaxed text-slate-800">{GIVE_BY_TEXT.receipt}</p>
          </div>
        </section>

        <p className="mt-10 text-slate-700">
          Prefer another way?{" "}
          <Link to="/donate" className={textLinkClass}>
            See all the ways to give
          </Link>
          .
        </p>
      </div>
    </>
  );
}
