import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { siteConfig } from "./site.config";
import "./app.css";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen antialiased">
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-6 py-24">
        <title>{`Page not found | ${siteConfig.name}`}</title>
        <p className="text-sm font-semibold tracking-wide text-amber-700 uppercase">Error 404</p>
        <h1 className="text-3xl font-bold">Page not found</h1>
        <p className="text-slate-700">The page you are looking for does not exist or has moved.</p>
        <Link to="/" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700">
          Go to the home page
        </Link>
      </main>
    );
  }

  // The spec's router fallback text (SPEC §2.1); details only in development, never internals in production.
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-6 py-24">
      <title>{`Error | ${siteConfig.name}`}</title>
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="text-slate-700">
        {isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong on our side."}
      </p>
      {details ? <pre className="w-full overflow-x-auto bg-slate-100 p-4 text-sm">{details}</pre> : null}
      <Link to="/" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700">
        Go to the home page
      </Link>
    </main>
  );
}
