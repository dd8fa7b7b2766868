import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { SiteError } from "./components/site/error-pages";
import { loadPlacedPages } from "./lib/placed-pages.server";
import { loadSettings } from "./lib/settings.server";
import "./app.css";

/**
 * The public origin, for the absolute links in every page's meta tags (lib/seo.ts); the API base
 * the browser uses, for the pictures staff upload and the staff area's calls (lib/api-client.ts);
 * the church's settings, read once per page for every component (`useSettings()`, lib/settings.ts);
 * and the pages staff placed in the menus and footer (`usePlacedPages()`, lib/placed-pages.ts).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [settings, placedPages] = await Promise.all([loadSettings(context), loadPlacedPages(context)]);
  return { origin: context.publicOrigin, apiBase: context.apiBase, settings, placedPages };
}

/** None changes while a visitor reads the site; staff see their own changes in the settings screen itself. */
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const apiBase = useRouteLoaderData<typeof loader>("root")?.apiBase;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Where the browser sends API calls (API_URL): lib/api-client.ts reads it, in loaders too. */}
        {apiBase ? <meta name="api-base" content={apiBase} /> : null}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        {/* Both render inline scripts: they take the CSP nonce that entry.server gives ServerRouter. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Errors no route below caught: the root loader or the site's frame itself failed (an unknown
 * address is the site layout's 404, routes/site/not-found.tsx), so this renders without the frame.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main>
      <SiteError error={error} />
    </main>
  );
}
