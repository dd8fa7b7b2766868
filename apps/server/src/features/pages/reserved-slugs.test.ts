import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { PAGE_SLUG_PATTERN } from "@lampstand/contract/pages";
import routes from "../../../../web/app/routes.ts";
import { RESERVED_SLUGS } from "./reserved-slugs.ts";

/** The first segment of every address the web app answers, parameters (":id"), the catch-all 404 ("*") and the home page left out. */
function firstSegments(entries: readonly RouteConfigEntry[], parent = ""): Set<string> {
  const found = new Set<string>();
  for (const entry of entries) {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const first = path.split("/")[0];
    if (first && !first.startsWith(":") && first !== "*") found.add(first);
    for (const segment of firstSegments(entry.children ?? [], path)) found.add(segment);
  }
  return found;
}

describe("reserved page addresses", () => {
  it("hold the first segment of every route of the web app, so a new page never hides one", async () => {
    const segments = firstSegments(await routes);
    expect(segments.size).toBeGreaterThan(30);
    // A file route such as "sitemap.xml" cannot collide (a page's address has no dot), but is named anyway.
    for (const segment of segments) expect(RESERVED_SLUGS.has(segment.replace(/\..*$/, "")), segment).toBe(true);
  });

  it("are all addresses a page could otherwise take", () => {
    for (const slug of RESERVED_SLUGS) expect(PAGE_SLUG_PATTERN.test(slug), slug).toBe(true);
  });
});
