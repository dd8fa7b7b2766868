import { describe, expect, it } from "vitest";
import { MESSAGES } from "@lampstand/contract/messages";
import { deleteQuestion, excerpt, formatReceived, heldReasonOf, mailtoHref, newestFirst, senderName, telHref } from "./submission-format";

const item = (id: number, created_at: string) => ({ id, first_name: "Ada", last_name: "Obi", email: "ada@example.org", phone: "1", created_at });

describe("newestFirst (SPEC §2.14: the list newest first)", () => {
  it("orders by when it came, then by the later id, and leaves the given list alone", () => {
    const list = [item(1, "2026-01-02T10:00:00Z"), item(2, "2026-03-01T08:00:00Z"), item(4, "2026-01-02T10:00:00Z"), item(3, "2025-12-31T23:59:59Z")];
    expect(newestFirst(list).map((entry) => entry.id)).toEqual([2, 4, 1, 3]);
    expect(list.map((entry) => entry.id)).toEqual([1, 2, 4, 3]);
  });

  it("puts an unreadable date last rather than failing", () => {
    expect(newestFirst([item(1, "not a date"), item(2, "2026-01-01T00:00:00Z")]).map((entry) => entry.id)).toEqual([2, 1]);
  });
});

describe("formatReceived", () => {
  it("says the date and time in the church's time zone", () => {
    expect(formatReceived("2026-03-06T01:30:00.000Z", "America/Chicago")).toMatch(/^Mar 5, 2026, 7:30\sPM$/);
    expect(formatReceived("2026-03-06T01:30:00.000Z", "UTC")).toMatch(/^Mar 6, 2026, 1:30\sAM$/);
  });

  it("says 'Invalid date' (SPEC §8) for what is not a date", () => {
    expect(formatReceived("yesterday-ish", "UTC")).toBe(MESSAGES.invalidDate);
  });
});

describe("the sender's links", () => {
  it("mails the address as typed, with nothing that could add a header or a second recipient", () => {
    expect(mailtoHref(" ada@example.org ")).toBe("mailto:ada@example.org");
    expect(mailtoHref("a+b@example.org")).toBe("mailto:a%2Bb@example.org");
    expect(mailtoHref("ada@example.org?bcc=x@evil.example")).toBe("mailto:ada@example.org%3Fbcc%3Dx@evil.example");
  });

  it("dials the digits, keeping an international +", () => {
    expect(telHref("+1 (713) 555-0100")).toBe("tel:+17135550100");
    expect(telHref("0803 123 4567")).toBe("tel:08031234567");
    expect(telHref("  +44 20 7946 0958 ")).toBe("tel:+442079460958");
  });

  it("gives no link when there is nothing to dial", () => {
    expect(telHref("call me")).toBeNull();
    expect(telHref("")).toBeNull();
  });
});

describe("words", () => {
  it("names the sender by first and last name", () => {
    expect(senderName({ first_name: "Ada", last_name: "Obi" })).toBe("Ada Obi");
  });

  it("asks SPEC §2.14's question for either kind", () => {
    expect(deleteQuestion("contact message")).toBe("Are you sure you want to delete this contact message? This action cannot be undone.");
    expect(deleteQuestion("prayer request")).toBe("Are you sure you want to delete this prayer request? This action cannot be undone.");
  });

  it("shortens a long text at a word, on one line", () => {
    expect(excerpt("Short\nand sweet")).toBe("Short and sweet");
    const long = "Please pray for my family as we move to a new city and look for work and a church home. ".repeat(3);
    const cut = excerpt(long, 60);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(61);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.slice(0, -1)).not.toMatch(/\s$/);
    expect(excerpt("x".repeat(100), 10)).toBe(`${"x".repeat(10)}…`);
  });
});

describe("heldReasonOf (ADR 026)", () => {
  it("tells a held submission, with why, from one in the inbox", () => {
    expect(heldReasonOf({ ...item(1, "2026-01-01T00:00:00Z"), held_reason: "Sent 0.4 seconds after the form was opened." })).toBe("Sent 0.4 seconds after the form was opened.");
    expect(heldReasonOf(item(2, "2026-01-01T00:00:00Z"))).toBeUndefined();
  });
});
