import { CheckList } from "~/components/page-kit/check-list";
import { PageHeading, pageContainer } from "~/components/site/page-heading";
import { Icon, type IconName } from "~/components/ui/icons";
import { OfficeContact } from "~/components/page-kit/office-contact";
import { IntroSection } from "~/components/page-kit/intro-section";
import { SectionHeading } from "~/components/page-kit/section-heading";
import { publicPage } from "~/content/public-pages";
import { formatPrice, OPEN_HEAVENS } from "~/content/resources";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/open-heaven"), args);

const terms: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "calendar",
    title: `Orders begin ${OPEN_HEAVENS.ordersBegin}`,
    text: `We start taking orders for the next year's edition in ${OPEN_HEAVENS.ordersBegin}. Order early so your copies arrive in time for January.`,
  },
  {
    icon: "people",
    title: "For churches and groups",
    text: "Copies are ordered by parishes, fellowships, departments and groups. They are not sold to individuals: ask your fellowship or department leader to include you in their order.",
  },
  {
    icon: "phone",
    title: "By e-mail or phone only",
    text: "Orders are taken by e-mail or by phone. There is no online ordering and no card payment; the office will explain how to pay when it confirms your order.",
  },
];

export default function OpenHeavenPage() {
  const { bulkMinimum } = OPEN_HEAVENS;
  return (
    <>
      <PageHeading title={publicPage("/open-heaven").heading} subtitle={OPEN_HEAVENS.tagline} />

      <div className={`${pageContainer} flex flex-col gap-14 py-12 md:py-16`}>
        <IntroSection
          id="open-heavens-about"
          heading="A few minutes with God, every day"
          paragraphs={OPEN_HEAVENS.about}
          columns="md:grid-cols-[3fr_2fr]"
          aside={
            <img
              src={OPEN_HEAVENS.image.src}
              alt={OPEN_HEAVENS.image.alt}
              width={360}
              height={420}
              className="mx-auto h-auto w-full max-w-xs md:max-w-sm"
            />
          }
        >
          <h3 className="mt-2 text-lg font-bold text-indigo-950">Each day&apos;s page gives you</h3>
          <CheckList items={OPEN_HEAVENS.features} className="grid gap-3 sm:grid-cols-2" />
        </IntroSection>

        <section aria-labelledby="open-heavens-prices" className="flex flex-col gap-6">
          <SectionHeading id="open-heavens-prices">Prices</SectionHeading>
          <ul className="grid gap-6 sm:grid-cols-2">
            <li className="flex flex-col gap-2 rounded-2xl bg-indigo-950 p-8 text-white shadow-md">
              <p className="text-sm font-bold tracking-widest text-amber-300 uppercase">{bulkMinimum} copies or more</p>
              <p className="text-4xl font-extrabold">{formatPrice(OPEN_HEAVENS.bulkPrice)}</p>
              <p className="text-indigo-100">per copy, for orders of {bulkMinimum} or more copies</p>
            </li>
            <li className="flex flex-col gap-2 rounded-2xl border-2 border-indigo-900 bg-white p-8 shadow-md">
              <p className="text-sm font-bold tracking-widest text-amber-800 uppercase">Fewer than {bulkMinimum} copies</p>
              <p className="text-4xl font-extrabold text-indigo-950">{formatPrice(OPEN_HEAVENS.standardPrice)}</p>
              <p className="text-slate-700">per copy, for orders of fewer than {bulkMinimum} copies</p>
            </li>
          </ul>
        </section>

        <section aria-labelledby="open-heavens-order" className="flex flex-col gap-6">
          <SectionHeading id="open-heavens-order">How to order</SectionHeading>
          <ul className="grid gap-6 md:grid-cols-3">
            {terms.map((term) => (
              <li key={term.title} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex size-11 items-center justify-center rounded-xl bg-amber-100 text-amber-900">
                  <Icon name={term.icon} />
                </span>
                <h3 className="text-lg font-bold text-indigo-950">{term.title}</h3>
                <p className="text-slate-700">{term.text}</p>
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-4 rounded-2xl bg-slate-50 p-6 sm:p-8">
            <h3 className="text-lg font-bold text-indigo-950">Place your order with the church office</h3>
            <p className="text-slate-700">Tell us your name, your parish or group, and how many copies you need.</p>
            <OfficeContact subject="Open Heavens order" />
          </div>
        </section>
      </div>
    </>
  );
}
