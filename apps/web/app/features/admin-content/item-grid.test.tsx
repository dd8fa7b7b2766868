import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { ApiResource } from "~/lib/use-api-resource";
import { POST_TEXTS } from "./content-texts";
import { ItemGrid } from "./item-grid";

/**
 * The list states of a content screen (SPEC §4: loading, error, empty, list) that a running site
 * cannot be made to show on demand: the grid drawn for each.
 */
type Item = { id: number; title: string };

function render(resource: ApiResource<Item[]>): string {
  const html = renderToString(
    <ItemGrid heading="Pastor's Desk Messages" resource={resource} onRetry={vi.fn()} loadingLabel={POST_TEXTS.loading} emptyText={POST_TEXTS.empty}>
      {(item) => <p>{item.title}</p>}
    </ItemGrid>,
  );
  return html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");
}

describe("ItemGrid", () => {
  it("says 'Loading posts...' while the first load runs", () => {
    expect(render({ state: "loading", data: undefined, error: null })).toContain(POST_TEXTS.loading);
  });

  it("gives the empty text when there is nothing yet", () => {
    const text = render({ state: "ready", data: [], error: null });
    expect(text).toContain("No pastor desk messages found. Add your first message now.");
    expect(text).not.toContain(POST_TEXTS.loading);
  });

  it("shows the error with Retry, and keeps the cards it had", () => {
    expect(render({ state: "error", data: undefined, error: "Failed to fetch posts" })).toMatch(/Failed to fetch posts\s+Retry/);
    expect(render({ state: "error", data: [{ id: 1, title: "Walking by faith" }], error: "Failed to fetch posts" })).toContain("Walking by faith");
  });

  it("keeps the cards in place while the list is loaded again after a save", () => {
    const text = render({ state: "loading", data: [{ id: 1, title: "Walking by faith" }], error: null });
    expect(text).toContain("Walking by faith");
    expect(text).not.toContain(POST_TEXTS.loading);
  });
});
