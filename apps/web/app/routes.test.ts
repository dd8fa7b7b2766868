import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "./routes";

/** The route config as React Router matches it, each route carrying its file. */
const asRouteObjects = (entries: RouteConfigEntry[]): RouteObject[] =>
  entries.map((entry) => (entry.index ? { index: true, handle: entry.file } : { path: entry.path, handle: entry.file, children: entry.children && asRouteObjects(entry.children) }));

/** The route files an address goes through, outermost first. */
const filesFor = (path: string) => matchRoutes(asRouteObjects(routes), path)?.map((match) => match.route.handle as string);

describe("every address runs the root loader", () => {
  // React Router runs no loader at all for an address no route takes: the page would have no settings.
  it.each(["/a/b", "/pastor-desk/12/more", "/events/3/nothing/here", "/admin/no-such-screen", "/x/y/z/w"])("%s is the site's 404 route, inside the site layout", (path) => {
    expect(filesFor(path)).toEqual(["routes/site/layout.tsx", "routes/site/not-found.tsx"]);
  });

  it("a one-segment address is a page staff may have added (its loader answers 404 when there is none)", () => {
    expect(filesFor("/no-such-page")).toEqual(["routes/site/layout.tsx", "routes/site/added-page.tsx"]);
  });

  it("the site's own addresses keep their routes", () => {
    expect(filesFor("/events/all")).toEqual(["routes/site/layout.tsx", "routes/site/events-all.tsx"]);
    expect(filesFor("/admin/pages")).toEqual(["routes/admin/layout.tsx", "routes/admin/pages.tsx"]);
  });
});
