import { data } from "react-router";
import { NotFound } from "~/components/site/error-pages";

/**
 * Every address no other route takes, at any depth (/a/b/c): the site's 404 page, inside the site
 * layout. Without this route React Router would match nothing, run no loader at all, and the
 * not-found page would have no church settings to show (ADR 020). The loader only sets the status:
 * a route module without a component would be a resource route, answering with the loader's body.
 */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <NotFound />;
}
