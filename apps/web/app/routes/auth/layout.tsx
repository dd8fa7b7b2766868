import { Outlet, replace, useLocation } from "react-router";
import { signedInRedirectScript, storedToken } from "~/lib/session-storage";
import type { Route } from "./+types/layout";

/**
 * The nonce of this response's Content-Security-Policy, for the inline script below. Auth pages
 * are never kept in the page cache (`headers`), so the nonce is this visitor's own.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { nonce: context.cspNonce };
}

/**
 * Pages of this face that someone signed in may still need: a sign-up's confirmation link opened in
 * a browser where staff are signed in (an admin trying their second address) must confirm, not
 * vanish into the panel.
 */
const OPEN_WHEN_SIGNED_IN = new Set(["/signup/confirm"]);

/** Arriving from another page of the app: someone signed in already goes straight to the panel (SPEC §2.10). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (storedToken() && !OPEN_WHEN_SIGNED_IN.has(new URL(request.url).pathname.replace(/\/+$/, ""))) throw replace("/admin");
  return { nonce: undefined };
}

/**
 * One visitor's page: the CSP nonce, the login notice from the address, what an action answered.
 * `no-store` also keeps a form with a typed password out of the browser's back-forward cache.
 */
export const headers = () => ({ "Cache-Control": "private, no-store" });

/**
 * Staff sign-up and login (SPEC §2.10): outside the public frame, following the system's light or
 * dark preference (the `dark:` variant works inside data-theme="system", app.css). The server
 * sends the whole page, which works without JavaScript as far as it can (sign-up does, login
 * says why it cannot); the script at the top sends a signed-in person on to the panel before the
 * form is painted.
 */
export default function AuthLayout({ loaderData }: Route.ComponentProps) {
  const openWhenSignedIn = OPEN_WHEN_SIGNED_IN.has(useLocation().pathname.replace(/\/+$/, ""));
  return (
    <>
      {/* The browser hides nonces from the DOM after parsing, so the attribute differs on hydration. */}
      {openWhenSignedIn ? null : (
        <script nonce={loaderData.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: signedInRedirectScript("/admin") }} />
      )}
      <div data-theme="system" className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
        <main id="main-content" className="flex min-h-screen">
          <Outlet />
        </main>
      </div>
    </>
  );
}
