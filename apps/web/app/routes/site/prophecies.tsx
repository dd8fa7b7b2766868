import { PageView } from "~/components/blocks/page-view";
import { contentPageMeta } from "~/lib/content-page";
import { loadContentPage } from "~/lib/pages.server";
import type { Route } from "./+types/prophecies";

/** /prophecies: its text is the page "prophecies" of the pages API (seeded from content/pages/prophecies.ts), which staff edit. */
export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, "prophecies");

export const meta = ({ loaderData, ...args }: Route.MetaArgs) => contentPageMeta(loaderData, args);

export default function PropheciesPage({ loaderData }: Route.ComponentProps) {
  return <PageView content={loaderData.content} pictures={loaderData.pictures} />;
}
