import { Link } from "react-router";
import { cardLinkClass, textLinkClass } from "~/components/ui/styles";
import { Icon } from "~/components/ui/icons";
import { PageHeading } from "~/components/site/page-heading";
import { DONATE, GIVING_VERSE, type GivingOption } from "~/content/giving";
import { publicPage } from "~/content/public-pages";
import { GivingGlyph, GivingOptionIcon } from "~/components/page-kit/giving-icons";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";
import { siteConfig } from "~/site.config";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/donate"), args);

/** Ways to give (SPEC §2.9): by text, online, and two partner options that lead home for now. */
export default function DonatePage() {
  return (
    <>
      <PageHeading title={publicPage("/donate").heading} subtitle="Thank you for partnering with us in the work of the Gospel." />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-center">
          <p className="text-lg leading-relaxed text-slate-700 sm:text-xl">{DONATE.intro}</p>
          <figure className="rounded-2xl border-l-4 border-amber-500 bg-amber-50 p-6">
            <blockquote className="font-serif text-lg leading-relaxed text-indigo-950 italic">“{GIVING_VERSE.text}”</blockquote>
            <figcaption className="mt-3 text-sm font-semibold text-amber-900">{GIVING_VERSE.reference}</figcaption>
          </figure>
        </div>

        <section aria-labelledby="giving-options" className="mt-14">
          <h2 id="giving-options" className="text-2xl font-bold tracking-tight text-indigo-950 sm:text-3xl">
            {DONATE.optionsHeading}
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2">
            {DONATE.options.map((option) => (
              <li key={option.title}>
                <GivingOptionCard option={option} />
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-600">{DONATE.partnerNote}</p>
        </section>

        <div className="mt-14 grid gap-5 md:grid-cols-2">
          <section aria-labelledby="giving-in-person" className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
            <h2 id="giving-in-person" className="flex items-center gap-2 text-xl font-bold text-indigo-950">
              <GivingGlyph name="church" className="size-6 text-amber-700" />
              {DONATE.inPersonHeading}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">{DONATE.inPerson}</p>
          </section>
          <section aria-labelledby="giving-questions" className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
            <h2 id="giving-questions" className="flex items-center gap-2 text-xl font-bold text-indigo-950">
              <Icon name="mail" className="size-6 text-amber-700" />
              {DONATE.questionsHeading}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">
              {DONATE.questions}{" "}
              <a
                href={`mailto:${siteConfig.emails.finance}`}
                className={`break-all ${textLinkClass}`}
              >
                {siteConfig.emails.finance}
              </a>
              .
            </p>
          </section>
        </div>
      </div>
    </>
  );
}

function GivingOptionCard({ option }: { option: GivingOption }) {
  return (
    <article className="group relative flex h-full gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-indigo-950/10 hover:ring-indigo-300 focus-ring-within motion-reduce:transition-none motion-reduce:hover:translate-y-0 sm:p-7">
      <span aria-hidden="true" className="grid size-14 shrink-0 place-items-center rounded-2xl bg-indigo-900 text-amber-300">
        <GivingOptionIcon icon={option.icon} className="size-7" />
      </span>
      <div className="flex flex-col">
        <h3 className="text-xl font-bold text-indigo-950">{option.title}</h3>
        <p className="mt-2 flex-1 leading-relaxed text-slate-700">{option.text}</p>
        {/* The link covers the whole card (its ::after), so the card is one big target. */}
        <Link
          to={option.href}
          className={`mt-4 inline-flex items-center gap-2 font-semibold text-indigo-800 group-hover:text-amber-800 ${cardLinkClass}`}
        >
          {option.action}
          <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
        </Link>
      </div>
    </article>
  );
}
