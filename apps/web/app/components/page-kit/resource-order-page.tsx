import { PageHeading, pageContainer } from "~/components/site/page-heading";
import { Icon } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui/styles";
import type { PublicPage } from "~/content/public-pages";
import { formatPrice, type Manual, type ResourceOrderContent } from "~/content/resources";
import { addressLine, useSettings } from "~/lib/settings";
import { Accordion } from "./accordion";
import { OfficeContact } from "./office-contact";
import { IntroSection } from "./intro-section";
import { SectionHeading } from "./section-heading";

function PriceTable({ manuals }: { manuals: Manual[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[18rem] text-left">
        <caption className="sr-only">Manuals and their price per copy</caption>
        <thead>
          <tr className="border-b-2 border-slate-200 text-sm text-slate-600">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Manual
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Price per copy
            </th>
          </tr>
        </thead>
        <tbody>
          {manuals.map((manual) => (
            <tr key={manual.name} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-3 pr-4 font-normal">
                <span className="block font-semibold text-slate-900">{manual.name}</span>
                <span className="block text-sm text-slate-600">{manual.audience}</span>
              </th>
              <td className="py-3 text-right font-bold whitespace-nowrap text-indigo-900">{formatPrice(manual.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The shared layout of the Sunday school and home fellowship pages (SPEC §2.5): what the manuals
 * are for, an optional featured manual, and the Pricing / How to Order / Contact Us accordion,
 * one section open at a time.
 */
export function ResourceOrderPage({ page, content }: { page: PublicPage; content: ResourceOrderContent }) {
  const settings = useSettings();
  const { heading } = page;
  const subject = `${heading} manual order`;
  return (
    <>
      <PageHeading title={heading} subtitle={content.tagline} />

      <div className={`${pageContainer} flex flex-col gap-12 py-12 md:py-16`}>
        <IntroSection
          id="order-about"
          heading={content.aboutHeading}
          paragraphs={content.about}
          aside={<img src={content.image.src} alt={content.image.alt} width={480} height={360} className="h-auto w-full rounded-3xl shadow-lg" />}
        />

        {content.offer ? (
          <section
            aria-labelledby="order-offer"
            className="grid gap-6 rounded-3xl bg-gradient-to-br from-indigo-950 to-indigo-800 p-6 text-white shadow-lg sm:p-10 md:grid-cols-[1fr_auto] md:items-center"
          >
            <div className="flex flex-col gap-3">
              <p className="text-sm font-bold tracking-widest text-amber-300 uppercase">Featured manual</p>
              <h2 id="order-offer" className="text-2xl font-bold sm:text-3xl">
                {content.offer.heading}
              </h2>
              <p className="max-w-2xl text-lg text-indigo-100">{content.offer.text}</p>
            </div>
            <div className="flex flex-col items-start gap-4 md:items-center md:text-center">
              <p className="rounded-2xl bg-white/10 px-6 py-4">
                <span className="block text-sm text-indigo-100">{content.offer.manual.name}</span>
                <span className="block text-3xl font-extrabold text-amber-300">{formatPrice(content.offer.manual.price)}</span>
                <span className="block text-sm text-indigo-100">per copy</span>
              </p>
              <a
                href={`mailto:${settings.emails.general}?subject=${encodeURIComponent(`${content.offer.manual.name} order`)}`}
                className={buttonClass({ variant: "accent", onDark: true })}
              >
                <Icon name="mail" className="size-5" />
                Order by e-mail
              </a>
            </div>
          </section>
        ) : null}

        <section aria-labelledby="order-details" className="flex flex-col gap-6">
          <SectionHeading id="order-details">Ordering information</SectionHeading>
          <Accordion
            mode="single"
            initiallyOpen={[0]}
            items={[
              {
                title: "Pricing",
                content: (
                  <div className="flex flex-col gap-4">
                    <PriceTable manuals={content.manuals} />
                    <p className="text-sm text-slate-600">{content.pricingNote}</p>
                  </div>
                ),
              },
              {
                title: "How to Order",
                content: (
                  <ol className="flex flex-col gap-4">
                    {content.howToOrder.map((step, index) => (
                      <li key={step} className="flex gap-4">
                        <span
                          aria-hidden="true"
                          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-amber-400 font-bold text-indigo-950"
                        >
                          {index + 1}
                        </span>
                        <span className="pt-1">{step}</span>
                      </li>
                    ))}
                  </ol>
                ),
              },
              {
                title: "Contact Us",
                content: (
                  <div className="flex flex-col gap-4">
                    <p>{content.contactNote}</p>
                    <OfficeContact subject={subject} />
                    <p className="flex items-start gap-2 text-sm text-slate-600">
                      <Icon name="map-pin" className="size-5 shrink-0" />
                      <span>Church office: {addressLine(settings)}</span>
                    </p>
                  </div>
                ),
              },
            ]}
          />
        </section>
      </div>
    </>
  );
}
