import { PageView } from "~/components/blocks/page-view";
import { contentPageMeta } from "~/lib/content-page";
import { loadContentPage } from "~/lib/pages.server";
import type { Route } from "./+types/church-leaders";

/** /church-leaders: its text is the page "church-leaders" of the pages API (seeded from content/pages/church-leaders.ts), which staff edit. */
export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, "church-leaders");

export const meta = ({ loaderData, ...args }: Route.MetaArgs) => contentPageMeta(loaderData, args);

export default function ChurchLeadersPage({ loaderData }: Route.ComponentProps) {
  return <PageView content={loaderData.content} pictures={loaderData.pictures} />;
}
