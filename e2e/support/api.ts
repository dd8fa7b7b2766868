import { API_PATHS, DEFAULT_API_BASE } from "@lampstand/contract/api-paths";
import type { ChurchEvent, LoginResponse } from "@lampstand/contract/entities";
import type { EventFields, LoginRequest } from "@lampstand/contract/requests";

/** Talks to the real API of the server under test, the way the admin panel does: no mocks. */

/**
 * The address of an API path (one of API_PATHS, filled in with apiPath where it has parameters)
 * on the server at `baseUrl`, which serves the API at the default base: the tests set no API_URL.
 */
export function apiUrl(baseUrl: string, path: string): string {
  return `${baseUrl}${DEFAULT_API_BASE}${path}`;
}

export async function signIn(baseUrl: string, credentials: LoginRequest): Promise<string> {
  const response = await fetch(apiUrl(baseUrl, API_PATHS.login), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as LoginResponse;
  return body.token;
}

export async function createEvent(baseUrl: string, token: string, event: EventFields): Promise<ChurchEvent> {
  const form = new FormData();
  for (const [name, value] of Object.entries(event)) form.set(name, value);
  const response = await fetch(apiUrl(baseUrl, API_PATHS.uploadEvent), {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201 && response.status !== 200) {
    throw new Error(`Creating an event failed: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as ChurchEvent;
}

/** A calendar day (YYYY-MM-DD) `days` from today, in UTC like the server's "upcoming" filter. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
