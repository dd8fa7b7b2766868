import { PageView } from "~/components/blocks/page-view";
import { contentPageMeta } from "~/lib/content-page";
import { loadContentPage } from "~/features/pages/pages.server";
import type { Route } from "./+types/key-resources";

/** /key-resources, the key resources (SPEC §2.5): its text is the page "key-resources" of the pages API (seeded from content/pages/key-resources.ts), which staff edit. */
export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, "key-resources");

export const meta = ({ loaderData, ...args }: Route.MetaArgs) => contentPageMeta(loaderData, args);

export default function KeyResourcesPage({ loaderData }: Route.ComponentProps) {
  return <PageView content={loaderData.content} pictures={loaderData.pictures} />;
}
