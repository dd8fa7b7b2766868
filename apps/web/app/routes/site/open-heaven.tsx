import { PageView } from "~/components/blocks/page-view";
import { contentPageMeta } from "~/lib/content-page";
import { loadContentPage } from "~/features/pages/pages.server";
import type { Route } from "./+types/open-heaven";

/** /open-heaven, the Open Heavens devotional (SPEC §2.5): its text is the page "open-heaven" of the pages API (seeded from content/pages/open-heaven.ts), which staff edit. */
export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, "open-heaven");

export const meta = ({ loaderData, ...args }: Route.MetaArgs) => contentPageMeta(loaderData, args);

export default function OpenHeavenPage({ loaderData }: Route.ComponentProps) {
  return <PageView content={loaderData.content} pictures={loaderData.pictures} />;
}
