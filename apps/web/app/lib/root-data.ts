import { useRouteLoaderData } from "react-router";
import type { SiteSettings } from "@lampstand/contract/site-settings";
import type { loader } from "~/root";
import type { PlacedPages } from "./placed-pages";

/** What the root loader gives every page: the public origin, the API base the browser uses, the church's settings and the pages placed in the menus. */
export type RootData = { origin: string; apiBase: string; settings?: SiteSettings; placedPages?: PlacedPages };

export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof loader>("root");
  return { origin: data?.origin ?? "", apiBase: data?.apiBase ?? "/api", settings: data?.settings, placedPages: data?.placedPages };
}

/** The root loader's data among a route's `matches` (meta functions, which cannot call hooks). */
export function rootDataOf(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): Partial<RootData> | undefined {
  return matches.find((match) => match?.id === "root")?.data as Partial<RootData> | undefined;
}
