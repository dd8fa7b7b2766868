import { Link } from "react-router";
import { textLinkClass } from "~/components/ui/styles";
import { Icon } from "~/components/ui/icons";
import { PageHeading } from "~/components/site/page-heading";
import { WIZARD_TEXT } from "~/content/giving";
import { publicPage } from "~/content/public-pages";
import { DonationWizard } from "~/features/donation/donation-wizard";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";
import { siteConfig } from "~/site.config";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/online-donation"), args);

/** The three-step donation wizard (SPEC §2.9). It takes no payment and sends nothing (SPEC §7). */
export default function OnlineDonationPage() {
  return (
    <>
      <PageHeading title={publicPage("/online-donation").heading} subtitle="Plan your gift in three short steps." />
      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_18rem]">
          <div className="min-w-0">
            <div className="mb-8 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950" data-no-payment-notice="">
              <Icon name="info" className="mt-0.5 size-6 shrink-0 text-amber-800" />
              <p className="leading-relaxed">
                <strong className="font-bold">{WIZARD_TEXT.noPaymentNotice.lead}</strong> {WIZARD_TEXT.noPaymentNotice.text}
              </p>
            </div>
            <DonationWizard />
          </div>
          <section aria-labelledby="other-ways" className="self-start rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 id="other-ways" className="text-lg font-bold text-indigo-950">
              Give today
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">
              To give right now, text {siteConfig.textToGive.keyword} to {siteConfig.textToGive.number}, or give in person
              at any service.
            </p>
            <ul className="mt-4 space-y-2 text-sm">
              <li>
                <Link to="/give-by-text" className={textLinkClass}>
                  How to give by text
                </Link>
              </li>
              <li>
                <Link to="/donate" className={textLinkClass}>
                  All the ways to give
                </Link>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
