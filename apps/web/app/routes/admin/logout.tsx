import { replace } from "react-router";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { MESSAGES } from "@lampstand/contract/messages";
import { PageSpinner } from "~/components/ui/page-spinner";
import { endSessionByLogout } from "~/lib/session-storage";
import { apiRequest } from "~/lib/api-client";

/**
 * Logout (SPEC §2.11; issue 24: it lands on /signed-out, which says so) as a place to go rather than a click handler: getting here is a navigation,
 * so a screen with unsaved changes asks first, like any other way out of it.
 */
export async function clientLoader() {
  // SPEC §4: a failed logout is only logged; the browser forgets the session either way.
  await apiRequest(API_PATHS.logout, { method: "POST", fallback: MESSAGES.unexpected }).catch((error: unknown) => console.warn("logout failed", error));
  endSessionByLogout();
  return replace("/signed-out");
}

export function HydrateFallback() {
  return <PageSpinner label="Signing out…" />;
}

export default function Logout() {
  return <PageSpinner label="Signing out…" />;
}
