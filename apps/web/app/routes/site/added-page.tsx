import { data } from "react-router";
import { PageView } from "~/components/blocks/page-view";
import { contentPageMeta } from "~/lib/content-page";
import { isAddedPageSlug, loadContentPage } from "~/lib/pages.server";
import type { Route } from "./+types/added-page";

/** A page staff added at a slug of their choosing (issue 20, e.g. /easter-2027); the site's 404 when none is published there. */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (!isAddedPageSlug(params.slug)) throw data("Page not found.", { status: 404 });
  return loadContentPage(context, params.slug);
}

export const meta = ({ loaderData, ...args }: Route.MetaArgs) => contentPageMeta(loaderData, args);

export default function AddedPage({ loaderData }: Route.ComponentProps) {
  return <PageView content={loaderData.content} pictures={loaderData.pictures} />;
}
