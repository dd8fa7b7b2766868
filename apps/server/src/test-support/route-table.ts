import type { ZodApp } from "../app-deps.ts";
import type { RouteSummary } from "../app.ts";

/**
 * The API's own routes from the server's route table, as the tests that walk it need them: every
 * /api route but HEAD (Fastify's copy of a GET), the docs pages and the unknown-path catch-all.
 */
export function apiRoutes(app: ZodApp): RouteSummary[] {
  return app.routeTable.filter(
    (route) => route.url.startsWith("/api/") && route.method !== "HEAD" && !route.url.startsWith("/api/docs") && route.url !== "/api/*",
  );
}

/** A route template made callable: `:id` becomes `id`, `:name` "x", a trailing `*` "anything". */
export function concreteUrl(url: string, id: number): string {
  return url.replace(/:id\b/g, String(id)).replace(/:name\b/g, "x").replace(/\*$/, "anything");
}
