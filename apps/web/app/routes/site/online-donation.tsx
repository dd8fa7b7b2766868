import { PageView } from "~/components/blocks/page-view";
import { DonationWizard } from "~/features/donation/donation-wizard";
import { contentPageMeta } from "~/lib/content-page";
import { loadContentPage } from "~/features/pages/pages.server";
import type { Route } from "./+types/online-donation";

/**
 * /online-donation (SPEC §2.9): the page "online-donation" of the pages API (seeded from
 * content/pages/online-donation.ts), with the three-step wizard placed where its widget block is.
 * The wizard takes no payment and sends nothing (SPEC §7).
 */
export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, "online-donation");

export const meta = ({ loaderData, ...args }: Route.MetaArgs) => contentPageMeta(loaderData, args);

export default function OnlineDonationPage({ loaderData }: Route.ComponentProps) {
  return <PageView content={loaderData.content} pictures={loaderData.pictures} widgets={{ "donation-wizard": <DonationWizard /> }} />;
}
