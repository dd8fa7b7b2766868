import { PageView } from "~/components/blocks/page-view";
import { contentPageMeta } from "~/lib/content-page";
import { deferred } from "~/lib/deferred";
import { loadContentPage } from "~/features/pages/pages.server";
import type { Route } from "./+types/online-donation";

/**
 * /online-donation (SPEC §2.9): the page "online-donation" of the pages API (seeded from
 * content/pages/online-donation.ts), with the three-step wizard placed where its widget block is.
 * The wizard takes no payment and sends nothing (SPEC §7).
 */
/**
 * The wizard is a deferred part (lib/deferred.tsx, ADR 020): the server draws its first step in
 * full, and its code loads at the visitor's first touch, key press or scroll, not with the page.
 * A Next pressed before then is held and pressed again once the code is there, and what was typed
 * meanwhile is taken from the fields (donation-wizard.tsx).
 */
const DonationWizard = deferred(() => import("~/features/donation/donation-wizard").then((module) => module.DonationWizard), { onSight: false });

export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, "online-donation");

export const meta = ({ loaderData, ...args }: Route.MetaArgs) => contentPageMeta(loaderData, args);

export default function OnlineDonationPage({ loaderData }: Route.ComponentProps) {
  return <PageView content={loaderData.content} pictures={loaderData.pictures} widgets={{ "donation-wizard": <DonationWizard /> }} />;
}
