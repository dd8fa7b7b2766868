import { isRouteErrorResponse, Link } from "react-router";
import { MESSAGES } from "@lampstand/contract/messages";
import { buttonClass } from "~/components/ui/styles";
import { useRootData } from "~/lib/root-data";
import { useSettings } from "~/lib/settings";

const homeButton = buttonClass();

/** The not-found page and the spec's router fallback ('Unexpected Application Error!'). */
export function SiteError({ error }: { error: unknown }) {
  // The root's own boundary draws this when the root loader failed: then there are no settings, and the title names no church.
  const name = useRootData().settings?.name;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

  // Details only in development; never internals in production.
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-6 py-24">
      <title>{name ? `Error | ${name}` : "Error"}</title>
      <h1 className="text-3xl font-bold text-indigo-950">{MESSAGES.unexpectedApplicationError}</h1>
      <p className="text-slate-700">
        {isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong on our side."}
      </p>
      {details ? <pre className="w-full overflow-x-auto bg-slate-100 p-4 text-sm">{details}</pre> : null}
      <Link to="/" className={homeButton}>
        Go to the home page
      </Link>
    </div>
  );
}

export function NotFound() {
  const { name } = useSettings();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-6 py-24">
      <title>{`Page not found | ${name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">Error 404</p>
      <h1 className="text-3xl font-bold text-indigo-950">Page not found</h1>
      <p className="text-slate-700">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={homeButton}>
        Go to the home page
      </Link>
    </div>
  );
}
