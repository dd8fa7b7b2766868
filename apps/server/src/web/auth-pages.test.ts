import { describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import { MESSAGES } from "@lampstand/contract/messages";
import { SIGN_IN_NEEDS_JAVASCRIPT } from "@lampstand/web/auth-notices";
import { confirmationToken } from "../test-support/outbox.ts";
import { useTestWebApp } from "../test-support/web-sources.ts";

const t = useTestWebApp();

/**
 * Sign-up and login are drawn on the server (issue 18): the HTML holds the whole page (heading,
 * labelled fields, the side panel, SPEC §2.10's texts), never a spinner; a script carrying this
 * response's CSP nonce sends a signed-in person on. Their forms post, never put a password in an
 * address, and work as far as they can without JavaScript: sign-up does, in process, and lands on
 * the login page with its notice; login answers the page with a message saying why it cannot.
 */


/** The visible text of a page, tags dropped and entities the pages use resolved. */
const textOf = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** The names of the inputs a visible label names: `<label for=id>Text</label>` … `<input id=id name=…>`. */
function labelledFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, id, label] of html.matchAll(/<label[^>]*\bfor="([^"]+)"[^>]*>([\s\S]*?)<\/label>/g)) {
    const input = new RegExp(`<input[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
    const name = input && /\bname="([^"]+)"/.exec(input)?.[1];
    if (name) fields[textOf(label ?? "").trim()] = name;
  }
  return fields;
}

function expectServerDrawnPage(response: LightMyRequestResponse, page: { heading: string; fields: Record<string, string>; texts: string[]; button: string }): void {
  expect(response.statusCode).toBe(200);
  const html = response.body;
  expect(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]).toBe(page.heading);
  expect(labelledFields(html)).toEqual(page.fields);
  const text = textOf(html);
  for (const expected of page.texts) expect(text).toContain(expected);
  expect(html).toMatch(new RegExp(`<button type="submit"[^>]*>${page.button}</button>`));
  // A form without a method would be sent as a GET, with the password in the address.
  expect(html.match(/<form\b[^>]*>/g)).toEqual([expect.stringMatching(/\bmethod="post"/)]);
  expect(html).not.toMatch(/role="status"[^>]*>\s*<span[^>]*animate-spin|Loading…/);
}

/** The script that sends a signed-in person on runs under this response's nonce, and the page is this visitor's own. */
function expectRedirectScriptWithNonce(response: LightMyRequestResponse): void {
  const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"]))?.[1];
  expect(nonce).toBeTruthy();
  const script = /<script nonce="([^"]+)">([^<]*localStorage[^<]*)<\/script>/.exec(response.body);
  expect(script?.[1]).toBe(nonce);
  expect(script?.[2]).toContain('location.replace("/admin")');
  expect(response.headers["cache-control"]).toBe("private, no-store");
}

const formPost = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:80" },
    payload: new URLSearchParams(fields).toString(),
  });

describe("the login page from the server", () => {
  it("holds the whole page: heading, labelled fields, Remember me, the side panel; no spinner", async () => {
    const response = await t.app.inject({ url: "/login" });
    expectServerDrawnPage(response, {
      heading: "Sign In",
      fields: { Email: "email", Password: "password" },
      texts: ["Remember me", "Welcome to Admin Login!", "Commit thy works unto the LORD", "Proverbs 16:3", "Create an account"],
      button: "Log In",
    });
    expect(response.body).toMatch(/<input[^>]*type="checkbox"[^>]*name="remember"/);
    expectRedirectScriptWithNonce(response);
  });

  it("says why it was opened, from its address: after a sign-up, or a session that ran out", async () => {
    expect(textOf((await t.app.inject({ url: "/login?registered=pending" })).body)).toContain(STAFF_MESSAGES.signupPending);
    expect(textOf((await t.app.inject({ url: "/login?expired=1" })).body)).toContain(MESSAGES.sessionExpired);
    expect(textOf((await t.app.inject({ url: "/login" })).body)).not.toContain(STAFF_MESSAGES.signupPending);
  });

  it("renders for each visit, with a nonce of its own (never one page kept for everyone)", async () => {
    const first = await t.app.inject({ url: "/login?registered=active" });
    const second = await t.app.inject({ url: "/login?registered=active" });
    expect(first.headers["content-security-policy"]).not.toBe(second.headers["content-security-policy"]);
    expectRedirectScriptWithNonce(second);
  });

  it("posted before JavaScript ran, answers the page with why signing in needs it, keeping the e-mail and nothing of the password", async () => {
    const response = await formPost("/login", { email: "grace@example.org", password: "my secret pass 7" });
    expect(response.statusCode).toBe(200);
    expect(textOf(response.body)).toContain(SIGN_IN_NEEDS_JAVASCRIPT);
    expect(response.body).toMatch(/<input[^>]*name="email"[^>]*value="grace@example.org"/);
    expect(response.body).not.toContain("my secret pass 7");
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });
});

describe("the sign-up page from the server", () => {
  it("holds the whole page: heading, labelled fields, the password rule, the side panel; no spinner", async () => {
    const response = await t.app.inject({ url: "/signup" });
    expectServerDrawnPage(response, {
      heading: "Create an Account",
      fields: { Name: "name", Email: "email", Password: "password", "Confirm Password": "confirm" },
      texts: ["At least 10 characters, and not a commonly used password.", "Join Us!", "For we are labourers together with God.", "1 Corinthians 3:9", "Sign in"],
      button: "Sign Up",
    });
    expectRedirectScriptWithNonce(response);
  });

  it("posted before JavaScript ran, checks it as the page would, keeping what was typed but the passwords", async () => {
    const mismatch = await formPost("/signup", { name: "Ben Okafor", email: "ben@example.org", password: "a-long-password-1", confirm: "a-long-password-2" });
    expect(mismatch.statusCode).toBe(200);
    expect(textOf(mismatch.body)).toContain(MESSAGES.passwordsDoNotMatch);
    expect(mismatch.body).toMatch(/name="name"[^>]*value="Ben Okafor"/);
    expect(mismatch.body).not.toContain("a-long-password-");

    const weak = await formPost("/signup", { name: "Ben Okafor", email: "ben@example.org", password: "Password123", confirm: "Password123" });
    expect(textOf(weak.body)).toContain("Password is one of the most common passwords");
    expect(weak.body).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="password"/);
  });

  it("posted before JavaScript ran, signs up in process and goes to the login page with the notice the script would show", async () => {
    const first = await formPost("/signup", { name: "Grace Admin", email: "grace@example.org", password: "a long pass phrase 7", confirm: "a long pass phrase 7" });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe("/login?registered=active");
    const later = await formPost("/signup", { name: "Ben Okafor", email: "ben@example.org", password: "another pass phrase 8", confirm: "another pass phrase 8" });
    expect(later.headers.location).toBe("/login?registered=pending");
    // The first account is real and the administrator; the later one is a sign-up waiting for its address's confirmation.
    expect((await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "grace@example.org", password: "a long pass phrase 7" } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "ben@example.org", password: "another pass phrase 8" } })).statusCode).toBe(401);
  });
});

describe("the sign-up confirmation page from the server (issue 21)", () => {
  const confirmPage = (token: string) => `/signup/confirm?token=${encodeURIComponent(token)}`;

  it("confirms nothing when opened, as mail scanners do: it shows a button that posts the token", async () => {
    // Not the site's first account (that one becomes the admin at once), whichever test ran first.
    await t.app.inject({ method: "POST", url: "/api/signup", payload: { name: "Grace Admin", email: "grace@example.org", password: "a long pass phrase 7" } });
    await t.app.inject({ method: "POST", url: "/api/signup", payload: { name: "Ruth Moab", email: "ruth@example.org", password: "ruths own phrase 9" } });
    const token = await confirmationToken(t.testDb.database.db, "ruth@example.org");
    const response = await t.app.inject({ url: confirmPage(token) });
    expect(response.statusCode).toBe(200);
    expect(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(response.body)?.[1]).toBe("Confirm your sign-up");
    expect(response.body).toMatch(/<form\b[^>]*method="post"/);
    expect(response.body).toMatch(new RegExp(`<input type="hidden" name="token" value="${token}"/>`));
    expect(response.body).toMatch(/<button type="submit"[^>]*>Confirm my sign-up<\/button>/);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    // A signed-in browser stays here too: no script sends it to the panel.
    expect(response.body).not.toContain('location.replace("/admin")');
    expect((await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "ruth@example.org", password: "ruths own phrase 9" } })).statusCode).toBe(401);

    const posted = await formPost(confirmPage(token), { token });
    expect(posted.statusCode).toBe(200);
    expect(textOf(posted.body)).toContain(STAFF_MESSAGES.signupConfirmed);
    expect((await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "ruth@example.org", password: "ruths own phrase 9" } })).statusCode).toBe(403);

    // The same link again: spent, with the way on.
    const again = await formPost(confirmPage(token), { token });
    expect(textOf(again.body)).toContain(STAFF_MESSAGES.signupConfirmInvalid);
    expect(again.body).toMatch(/<a[^>]*href="\/signup"[^>]*>Sign up again<\/a>/);
  });

  it("says at once that a link without its code does not work", async () => {
    const response = await t.app.inject({ url: "/signup/confirm" });
    expect(response.statusCode).toBe(200);
    expect(textOf(response.body)).toContain(STAFF_MESSAGES.signupConfirmInvalid);
    expect(response.body).not.toMatch(/<form\b/);
  });
});
