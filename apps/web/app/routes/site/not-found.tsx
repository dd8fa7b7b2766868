import { data } from "react-router";

/**
 * Every address no other route takes, at any depth (/a/b/c): the site's 404, drawn by the site
 * layout's error boundary. Without this route React Router would match nothing, run no loader at
 * all, and the not-found page would have no church settings to show (ADR 020).
 */
export function loader(): never {
  throw data("Page not found.", { status: 404 });
}
