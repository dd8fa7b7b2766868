import { PageView } from "~/components/blocks/page-view";
import { contentPageMeta } from "~/lib/content-page";
import { loadContentPage } from "~/features/pages/pages.server";
import type { Route } from "./+types/give-by-text";

/** /give-by-text, text-to-give (SPEC §2.9): its text is the page "give-by-text" of the pages API (seeded from content/pages/give-by-text.ts), which staff edit. */
export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, "give-by-text");

export const meta = ({ loaderData, ...args }: Route.MetaArgs) => contentPageMeta(loaderData, args);

export default function GiveByTextPage({ loaderData }: Route.ComponentProps) {
  return <PageView content={loaderData.content} pictures={loaderData.pictures} />;
}
