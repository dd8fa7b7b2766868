import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/content/default-settings";
import { formOf, formProblems, requestOf, sameForm, valueAt, withValue } from "./settings-form";

const form = formOf({ ...DEFAULT_SETTINGS, version: 3, updated_at: null });

describe("the settings form", () => {
  it("holds links not set as empty text, and leaves the logo to its own buttons", () => {
    expect(form.links.givingPartner).toBe("");
    expect("logo" in form).toBe(false);
  });

  it("reads and writes a field by the path the server names it with, without touching the original", () => {
    const changed = withValue(form, "serviceTimes.1.time", "11:15");
    expect(valueAt(changed, "serviceTimes.1.time")).toBe("11:15");
    expect(valueAt(form, "serviceTimes.1.time")).toBe("10:00");
    expect(sameForm(form, changed)).toBe(false);
    expect(sameForm(form, formOf({ ...DEFAULT_SETTINGS, version: 3, updated_at: null }))).toBe(true);
  });

  it("lists every problem at once, under each field's path", () => {
    let bad = withValue(form, "timeZone", "Nowhere/City");
    bad = withValue(bad, "emails.welfare", "welfare at church");
    bad = withValue(bad, "serviceTimes.0.time", "9:00");
    bad = withValue(bad, "links.documents", "javascript:alert(1)");
    const problems = formProblems(bad, 3);
    expect(Object.keys(problems).sort()).toEqual(["emails.welfare", "links.documents", "serviceTimes.0.time", "timeZone"]);
    expect(problems["serviceTimes.0.time"]).toContain("HH:MM");
    expect(formProblems(form, 3)).toEqual({});
  });
});

describe("the alert addresses on the settings form", () => {
  it("holds them one a line, sends them as lists, and puts a bad one's problem on its box", () => {
    const staff = formOf({ ...DEFAULT_SETTINGS, version: 3, updated_at: null, notifications: { prayerRequests: ["a@example.org", "b@example.org"], contactMessages: [] } });
    expect(staff.notifications).toEqual({ prayerRequests: "a@example.org\nb@example.org", contactMessages: "" });
    const typed = withValue(staff, "notifications.contactMessages", " office@example.org ,\n\nclerk@example.org\n");
    expect(requestOf(typed, 3).notifications).toEqual({ prayerRequests: ["a@example.org", "b@example.org"], contactMessages: ["office@example.org", "clerk@example.org"] });
    const bad = withValue(staff, "notifications.prayerRequests", "a@example.org\nnot an address");
    expect(formProblems(bad, 3)).toEqual({ "notifications.prayerRequests": "Email must be a valid email address." });
  });
});
