import { PageView } from "~/components/blocks/page-view";
import { contentPageMeta } from "~/lib/content-page";
import { loadContentPage } from "~/lib/pages.server";
import type { Route } from "./+types/our-legacy";

/** /our-legacy: its text is the page "our-legacy" of the pages API (seeded from content/pages/our-legacy.ts), which staff edit. */
export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, "our-legacy");

export const meta = ({ loaderData, ...args }: Route.MetaArgs) => contentPageMeta(loaderData, args);

export default function OurLegacyPage({ loaderData }: Route.ComponentProps) {
  return <PageView content={loaderData.content} pictures={loaderData.pictures} />;
}
