import { PageView } from "~/components/blocks/page-view";
import { contentPageMeta } from "~/lib/content-page";
import { loadContentPage } from "~/features/pages/pages.server";
import type { Route } from "./+types/men-ministry";

/** /men-ministry, the Men Ministry (SPEC §2.4): its text is the page "men-ministry" of the pages API (seeded from content/pages/men-ministry.ts), which staff edit. */
export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, "men-ministry");

export const meta = ({ loaderData, ...args }: Route.MetaArgs) => contentPageMeta(loaderData, args);

export default function MenMinistryPage({ loaderData }: Route.ComponentProps) {
  return <PageView content={loaderData.content} pictures={loaderData.pictures} />;
}
