import { AsyncLocalStorage } from "node:async_hooks";
import { describe, expect, it, vi } from "vitest";
import { useTestWebApp } from "../test-support/web-sources.ts";

const t = useTestWebApp();

/**
 * A page render must not turn on Node's async context tracking (ADR 017): the first
 * `AsyncLocalStorage.run()` of a process switches its async hooks on for good, and from then on
 * every request it answers, cached JSON reads included, costs about a sixth more CPU. React's Node
 * renderer does exactly that, so pages render with its Web Streams renderer.
 */


describe("rendering pages", () => {
  it("never runs anything in an AsyncLocalStorage: public pages, a crawler's whole page, a staff screen, a 404", async () => {
    const run = vi.spyOn(AsyncLocalStorage.prototype, "run");
    const enterWith = vi.spyOn(AsyncLocalStorage.prototype, "enterWith");
    try {
      const pages = [
        { url: "/", status: 200 },
        { url: "/events", status: 200 },
        { url: "/pastor-desk", status: 200 },
        { url: "/prayer-request", status: 200 },
        { url: "/our-values", status: 200, headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } },
        { url: "/login", status: 200 },
        { url: "/no-such-page", status: 404 },
      ];
      for (const { url, status, headers } of pages) {
        const response = await t.app.inject({ method: "GET", url, headers });
        expect(response.statusCode, url).toBe(status);
        expect(response.body, url).toContain("</html>");
      }
      expect(run).not.toHaveBeenCalled();
      expect(enterWith).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      enterWith.mockRestore();
    }
  });
});
