import { describe, expect, it } from "vitest";
import { newsletterStates } from "./newsletter-states";

describe("the dashboard's newsletter tile", () => {
  const now = new Date("2026-11-26T10:00:00Z");

  it("counts drafts, and published posts whose time is still to come as scheduled", () => {
    const posts = [
      { status: "draft", publish_at: "2026-11-01T00:00:00Z" },
      { status: "draft", publish_at: "2026-12-01T00:00:00Z" },
      { status: "published", publish_at: "2026-12-01T08:00:00Z" },
      { status: "published", publish_at: "2026-11-26T09:59:59Z" },
      { status: "published", publish_at: "2026-11-26T10:00:00Z" },
    ];
    expect(newsletterStates(posts, now)).toEqual({ drafts: 2, scheduled: 1 });
  });

  it("has no tile when the server does not say a post's state (the spec's list)", () => {
    expect(newsletterStates([{}, { publish_at: "2027-01-01T00:00:00Z" }], now)).toBeNull();
    expect(newsletterStates([], now)).toBeNull();
  });
});
