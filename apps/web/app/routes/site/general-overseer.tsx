import { PageView } from "~/components/blocks/page-view";
import { contentPageMeta } from "~/lib/content-page";
import { loadContentPage } from "~/lib/pages.server";
import type { Route } from "./+types/general-overseer";

/** /general-overseer: its text is the page "general-overseer" of the pages API (seeded from content/pages/general-overseer.ts), which staff edit. */
export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, "general-overseer");

export const meta = ({ loaderData, ...args }: Route.MetaArgs) => contentPageMeta(loaderData, args);

export default function GeneralOverseerPage({ loaderData }: Route.ComponentProps) {
  return <PageView content={loaderData.content} pictures={loaderData.pictures} />;
}
