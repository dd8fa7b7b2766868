import { jpeg } from "./images.ts";
import { multipart } from "./multipart.ts";

/** What can send requests to a server: an in-process app's inject, or fetch against a running process (`viaFetch`). */
export type Send = (request: { method: string; url: string; headers?: Record<string, string>; payload?: unknown }) => Promise<{ statusCode: number; body: string }>;

/** `Send` over HTTP to a server process listening at `origin`. */
export function viaFetch(origin: string): Send {
  return async ({ method, url, headers = {}, payload }) => {
    const isJson = payload !== undefined && !Buffer.isBuffer(payload);
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: isJson ? { "content-type": "application/json", ...headers } : headers,
      body: payload === undefined ? undefined : isJson ? JSON.stringify(payload) : new Uint8Array(payload as Buffer),
    });
    return { statusCode: response.status, body: await response.text() };
  };
}

const person = { first_name: "Ruth", last_name: "Moab", email: "ruth@example.org", phone: "+1 555 0142" };

/**
 * A bit of everything the site stores, through its API: an administrator and a session, a failed
 * sign-in (throttle rows), a banner, a newsletter and an event each with a picture (images and
 * a narrower copy of each), a prayer request and a contact message with non-ASCII text (sent as
 * SPEC §7 lists them, without spam-trap fields), and a contact message held as possible spam.
 * Returns the token.
 */
export async function fillSite(send: Send, suffix = ""): Promise<string> {
  const account = { name: "Grace Ådmin", email: `grace${suffix}@example.org`, password: "correct horse 1" };
  await expectStatus(send({ method: "POST", url: "/api/signup", payload: account }), 201);
  await expectStatus(send({ method: "POST", url: "/api/login", payload: { email: account.email, password: "wrong password 99" } }), 401);
  const login = await expectStatus(send({ method: "POST", url: "/api/login", payload: { email: account.email, password: account.password } }), 200);
  const token = (JSON.parse(login.body) as { token: string }).token;
  const auth = { authorization: `Bearer ${token}` };

  const uploads: Array<[string, Record<string, string>, string, { r: number; g: number; b: number }]> = [
    ["/api/upload-slider", { overlayText: "Welcome home", bibleVerse: "Psalm 122:1" }, "sliderImage", { r: 200, g: 30, b: 30 }],
    ["/api/upload-desk", { title: "Grâce et paix", month: "March", year: "2026", message: "Beloved,\n\n“Grace” — 恵み 🙏" }, "postImage", { r: 30, g: 200, b: 30 }],
    [
      "/api/upload-event",
      { title: "Youth night", description: "Songs", ministry: "Youth Ministry", date: "2026-12-04", event_time: "07:30 PM", venue: "Main sanctuary" },
      "eventImage",
      { r: 30, g: 30, b: 200 },
    ],
  ];
  for (const [url, fields, field, color] of uploads) {
    const form = multipart(fields, { field, filename: "picture.jpg", contentType: "image/jpeg", bytes: await jpeg(900, 600, color) });
    const created = await expectStatus(send({ method: "POST", url, headers: { ...auth, ...form.headers }, payload: form.payload }), 201);
    // A narrower copy is made (and stored) when first asked for.
    await expectStatus(send({ method: "GET", url: `/api/${(JSON.parse(created.body) as { image: string }).image}?w=480` }), 200);
  }
  await expectStatus(send({ method: "POST", url: "/api/prayer-request", payload: { ...person, prayer_request: "Pray for my mother's surgery — ça ira", contact_team: true } }), 201);
  await expectStatus(send({ method: "POST", url: "/api/intouch", payload: { ...person, message: "When is the choir practice? tabs\tand\nnewlines, \"quotes\" and \\ backslash" } }), 201);
  await expectStatus(send({ method: "POST", url: "/api/intouch", payload: { ...person, message: "Cheap pills", website: "https://spam.example/ü", fill_ms: 200 } }), 201);
  return token;
}

async function expectStatus(sent: ReturnType<Send>, status: number): Promise<Awaited<ReturnType<Send>>> {
  const response = await sent;
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return response;
}
