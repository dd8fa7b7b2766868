import { Link } from "react-router";
import { buttonClass } from "~/components/ui/styles";
import { Accordion } from "~/components/page-kit/accordion";
import { SocialLinks } from "~/components/site/social-links";
import { PageHeading } from "~/components/site/page-heading";
import { BIOGRAPHY, GENERAL_OVERSEER } from "~/content/general-overseer";
import { publicPage } from "~/content/public-pages";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/general-overseer"), args);

const items = BIOGRAPHY.map((section) => ({
  title: section.title,
  content: (
    <div className="space-y-3 leading-relaxed">
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  ),
}));

export default function GeneralOverseerPage() {
  const { portrait } = GENERAL_OVERSEER;
  return (
    <>
      <PageHeading title={publicPage("/general-overseer").heading} subtitle="A father in the faith to our whole Mission." />
      <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-14 lg:py-16">
        <section aria-labelledby="overseer-name" className="lg:sticky lg:top-28">
          <img
            src={portrait.src}
            alt={portrait.alt}
            width={portrait.width}
            height={portrait.height}
            className="mx-auto h-auto w-full max-w-60 rounded-3xl shadow-lg ring-1 ring-slate-200 sm:max-w-sm"
          />
          <div className="mx-auto mt-6 max-w-sm text-center">
            <h2 id="overseer-name" className="text-2xl font-bold text-indigo-950">
              {GENERAL_OVERSEER.name}
            </h2>
            <p className="mt-1 text-slate-600">{GENERAL_OVERSEER.role}</p>
            <p className="mt-5 text-sm font-semibold text-slate-700">Follow our church online</p>
            <SocialLinks className="mt-3 justify-center" />
          </div>
        </section>
        <div>
          <p className="text-lg leading-relaxed text-slate-700">{GENERAL_OVERSEER.summary}</p>
          <figure className="mt-8 rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200">
            <blockquote className="text-xl leading-snug font-semibold text-indigo-950">
              <p>“{GENERAL_OVERSEER.quote.text}”</p>
            </blockquote>
            <figcaption className="mt-2 text-sm text-slate-700">{GENERAL_OVERSEER.quote.attribution}</figcaption>
          </figure>
          <section aria-labelledby="biography" className="mt-10">
            <h2 id="biography" className="mb-4 text-2xl font-bold text-indigo-950">
              Biography
            </h2>
            <Accordion items={items} mode="single" initiallyOpen={[0]} />
          </section>
          <Link
            to="/prophecies"
            className={`mt-10 ${buttonClass({ variant: "accent", size: "lg" })}`}
          >
            View This Year's Prophecies <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </>
  );
}
