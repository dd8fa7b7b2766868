import { PageView } from "~/components/blocks/page-view";
import { contentPageMeta } from "~/lib/content-page";
import { loadContentPage } from "~/lib/pages.server";
import type { Route } from "./+types/our-values";

/** /our-values: its text is the page "our-values" of the pages API (seeded from content/pages/our-values.ts), which staff edit. */
export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, "our-values");

export const meta = ({ loaderData, ...args }: Route.MetaArgs) => contentPageMeta(loaderData, args);

export default function OurValuesPage({ loaderData }: Route.ComponentProps) {
  return <PageView content={loaderData.content} pictures={loaderData.pictures} />;
}
