import { SaxesParser } from "saxes";
import { beforeAll, describe, expect, it } from "vitest";
import { multipart } from "../test-support/multipart.ts";
import { signUpAndLogIn } from "../test-support/test-app.ts";
import { useTestWebApp } from "../test-support/web-sources.ts";

const t = useTestWebApp();

/**
 * Whatever staff paste, the feeds stay readable (issue 18, point 8): a newsletter and an event
 * whose every text field holds every character XML 1.0 forbids (the C0 controls but tab, LF and
 * CR — Word's manual line break U+000B among them — and U+FFFE, U+FFFF) and DEL, sent through the
 * real API and rendered by the real web app. The RSS feed and the sitemap must pass a strict XML
 * parser (saxes, which checks every character against XML 1.0's Char production); the calendar
 * feeds must hold no control character but tab in their text (RFC 5545 §3.3.11); the pages of the
 * post and the event still render, with JSON-LD that parses.
 */
const FORBIDDEN = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).filter((character) => !"\0\t\n\r".includes(character)),
  "\u007f",
  "\ufffe",
  "\uffff",
].join("");
/** The API refuses NUL with a message (it cannot be stored), and trims the ends: the characters go in the middle. */
const pasted = (before: string, after: string) => `${before}${FORBIDDEN}${after}`;

let postId: number;
let eventId: number;

beforeAll(async () => {
  const { token } = await signUpAndLogIn(t.app, { name: "Grace Admin", email: "grace@example.org", password: "a long pass phrase 7" });
  const auth = { authorization: `Bearer ${token}` };
  const post = multipart({ title: pasted("Walking", "in the light"), month: "March", year: "2026", message: pasted("Beloved,", "grace and peace.") });
  const posted = await t.app.inject({ method: "POST", url: "/api/upload-desk", headers: { ...auth, ...post.headers }, payload: post.payload });
  expect(posted.statusCode, posted.body).toBe(201);
  postId = (posted.json() as { id: number }).id;
  const event = multipart({
    title: pasted("Youth", "night"),
    description: pasted("Songs", "and food."),
    ministry: pasted("Youth", "Ministry"),
    date: `${new Date().getUTCFullYear() + 1}-06-05`,
    event_time: "07:30 PM",
    venue: pasted("Main", "sanctuary"),
  });
  const created = await t.app.inject({ method: "POST", url: "/api/upload-event", headers: { ...auth, ...event.headers }, payload: event.payload });
  expect(created.statusCode, created.body).toBe(201);
  eventId = (created.json() as { id: number }).id;
});


/** The document's text, or the strict parser's first complaint. */
function parseXml(xml: string): { error?: string; text: string } {
  const parser = new SaxesParser({ xmlns: true });
  let error: string | undefined;
  let text = "";
  parser.on("error", (failure) => {
    error ??= failure.message;
  });
  parser.on("text", (chunk) => (text += chunk));
  try {
    parser.write(xml).close();
  } catch (failure) {
    error ??= (failure as Error).message;
  }
  return { error, text };
}

describe("feeds built from pasted control characters", () => {
  it("the strict parser refuses what XML forbids (so a pass below means something)", () => {
    expect(parseXml("<a>Walking\u000bin the light</a>").error).toMatch(/disallowed character/);
    expect(parseXml("<a>Walking in the light</a>").error).toBeUndefined();
  });

  it.each(["/pastor-desk/rss.xml", "/sitemap.xml"])("%s is well-formed XML 1.0", async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    const { error, text } = parseXml(response.body);
    expect(error, url).toBeUndefined();
    if (url.endsWith("rss.xml")) {
      // Word's manual line break became the line break it stood for; the rest are gone.
      expect(text.replace(/\s+/g, " ")).toContain("March 2026 - Walking in the light");
      expect(text.replace(/\s+/g, " ")).toContain("Beloved, grace and peace.");
    }
  });

  it.each(["/events.ics", "/events/{id}/event.ics"])("%s holds no control character but tab in its text (RFC 5545)", async (path) => {
    const url = path.replace("{id}", String(eventId));
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    const unfolded = response.body.replace(/\r\n /g, "");
    const lines = unfolded.split("\r\n");
    // eslint-disable-next-line no-control-regex -- RFC 5545's CONTROL
    expect(lines.filter((line) => /[\u0000-\u0008\u000a-\u001f\u007f\ufffe\uffff]/.test(line)), url).toEqual([]);
    expect(unfolded).toContain("SUMMARY:Youth\\n\\nnight");
    expect(unfolded).toContain("LOCATION:Main\\n\\nsanctuary");
  });

  it("the post's and the event's pages still render, with JSON-LD that parses", async () => {
    for (const url of [`/pastor-desk/${postId}`, `/events/${eventId}`]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      for (const [, json] of response.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
        expect(() => JSON.parse(json ?? ""), url).not.toThrow();
      }
    }
  });
});
