import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/** What the root loader gives every page: the public origin and the API base the browser uses. */
export function useRootData(): { origin: string; apiBase: string } {
  const data = useRouteLoaderData<typeof loader>("root");
  return { origin: data?.origin ?? "", apiBase: data?.apiBase ?? "/api" };
}
