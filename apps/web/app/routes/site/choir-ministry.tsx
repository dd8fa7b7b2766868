import { PageView } from "~/components/blocks/page-view";
import { contentPageMeta } from "~/lib/content-page";
import { loadContentPage } from "~/features/pages/pages.server";
import type { Route } from "./+types/choir-ministry";

/** /choir-ministry, the Choir Ministry (SPEC §2.4): its text is the page "choir-ministry" of the pages API (seeded from content/pages/choir-ministry.ts), which staff edit. */
export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, "choir-ministry");

export const meta = ({ loaderData, ...args }: Route.MetaArgs) => contentPageMeta(loaderData, args);

export default function ChoirMinistryPage({ loaderData }: Route.ComponentProps) {
  return <PageView content={loaderData.content} pictures={loaderData.pictures} />;
}
