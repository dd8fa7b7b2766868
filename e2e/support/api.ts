import { API_PATHS, DEFAULT_API_BASE, apiPath } from "@lampstand/contract/api-paths";
import type { ChurchEvent, ContactMessage, DeskPost, HeldContactMessage, HeldPrayerRequest, LoginResponse, PrayerRequest, Slider, User } from "@lampstand/contract/entities";
import type { DeskFields, EventFields, LoginRequest } from "@lampstand/contract/requests";
import type { StaffSession } from "./staff-session.ts";

/** Talks to the real API of the server under test, the way the admin panel does: no mocks. */

/**
 * The address of an API path (one of API_PATHS, filled in with apiPath where it has parameters)
 * on the server at `baseUrl`, which serves the API at the default base: the tests set no API_URL.
 */
export function apiUrl(baseUrl: string, path: string): string {
  return `${baseUrl}${DEFAULT_API_BASE}${path}`;
}

/** Signs in through the API, as the login page does, and answers what that page would store. */
export async function staffSignIn(baseUrl: string, credentials: LoginRequest): Promise<StaffSession> {
  const response = await fetch(apiUrl(baseUrl, API_PATHS.login), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  const { token, user } = (await response.json()) as LoginResponse;
  return { token, name: user.name, id: user.id };
}

/** A new session's token, for the API calls that set up and clean up a test. */
export async function signIn(baseUrl: string, credentials: LoginRequest): Promise<string> {
  return (await staffSignIn(baseUrl, credentials)).token;
}

/** A picture to upload: its bytes and the name and type a browser would send with them. */
export type Picture = { bytes: Uint8Array; filename: string; type: string };

/** POSTs a multipart form, as the admin screens do, and answers the created item. */
async function createWith<T>(baseUrl: string, token: string, path: string, fields: Record<string, string>, picture?: { field: string } & Picture): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (picture) form.set(picture.field, new Blob([Uint8Array.from(picture.bytes)], { type: picture.type }), picture.filename);
  const response = await fetch(apiUrl(baseUrl, path), { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
  if (response.status !== 201) throw new Error(`POST ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export function createEvent(baseUrl: string, token: string, event: EventFields, picture?: Picture): Promise<ChurchEvent> {
  return createWith(baseUrl, token, API_PATHS.uploadEvent, event, picture && { field: "eventImage", ...picture });
}

/** The post's text fields (the focal point, a number once read, goes as text: see `createWith`'s fields). */
export function createPost(baseUrl: string, token: string, post: Omit<DeskFields, "focal_x" | "focal_y">, picture?: Picture): Promise<DeskPost> {
  return createWith(baseUrl, token, API_PATHS.uploadDesk, post, picture && { field: "postImage", ...picture });
}

export function createSlider(baseUrl: string, token: string, slider: { overlayText?: string; bibleVerse?: string; alt?: string }, picture: Picture): Promise<Slider> {
  return createWith(baseUrl, token, API_PATHS.uploadSlider, slider, { field: "sliderImage", ...picture });
}

/** DELETEs what a test created, so the next test file starts from the same site. */
export async function remove(baseUrl: string, token: string, path: string): Promise<void> {
  const response = await fetch(apiUrl(baseUrl, path), { method: "DELETE", headers: { Authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`DELETE ${path} failed: ${response.status} ${await response.text()}`);
}

/** Deletes the staff accounts with these addresses, as an admin (`token`) does on Admin Mgt. */
export async function removeAccounts(baseUrl: string, token: string, emails: readonly string[]): Promise<void> {
  const users = await staffGet<User[]>(baseUrl, token, API_PATHS.adminUsers);
  for (const user of users.filter((each) => emails.includes(each.email))) await remove(baseUrl, token, apiPath(API_PATHS.adminUser, { id: user.id }));
}

export const deletePaths = {
  slider: (id: number) => apiPath(API_PATHS.deleteSlider, { id }),
  post: (id: number) => apiPath(API_PATHS.deleteDesk, { id }),
  event: (id: number) => apiPath(API_PATHS.deleteEvent, { id }),
  prayerRequest: (id: number) => apiPath(API_PATHS.prayerRequest, { id }),
  contactMessage: (id: number) => apiPath(API_PATHS.contactMessage, { id }),
};

export async function staffGet<T>(baseUrl: string, token: string, path: string): Promise<T> {
  const response = await fetch(apiUrl(baseUrl, path), { headers: { Authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const listPrayerRequests = (baseUrl: string, token: string) => staffGet<PrayerRequest[]>(baseUrl, token, API_PATHS.prayerRequests);
export const listContactMessages = (baseUrl: string, token: string) => staffGet<ContactMessage[]>(baseUrl, token, API_PATHS.contactMessages);
/** Those the spam traps held for staff to review (ADR 026). */
export const listHeldPrayerRequests = (baseUrl: string, token: string) => staffGet<HeldPrayerRequest[]>(baseUrl, token, API_PATHS.heldPrayerRequests);
export const listHeldContactMessages = (baseUrl: string, token: string) => staffGet<HeldContactMessage[]>(baseUrl, token, API_PATHS.heldContactMessages);

/** A calendar day (YYYY-MM-DD) `days` from today, in UTC like the server's "upcoming" filter. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A visitor's submission, as the public form sends it (a person takes longer than the spam trap's
 * minimum), or with the spam-trap fields given.
 */
export async function sendAsVisitor<T>(baseUrl: string, path: string, fields: Record<string, unknown>, traps: Record<string, unknown> = { fill_ms: 4000 }): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(apiUrl(baseUrl, path), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...fields, ...traps }),
    });
    if (response.status === 201) return (await response.json()) as T;
    // Every request of the suite comes from 127.0.0.1, and the test of the form's rate limit uses
    // up this address's allowance for a while: wait it out rather than fail a test it is not about.
    if (response.status !== 429 || attempt >= 3) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    await new Promise((resolve) => setTimeout(resolve, (Number(response.headers.get("retry-after")) || 15) * 1000 + 500));
  }
}
