/** Talks to the real API of the server under test, the way the admin panel does: no mocks. */

export type Credentials = { email: string; password: string };

export async function signIn(baseUrl: string, credentials: Credentials): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { token: string };
  return body.token;
}

export type NewEvent = {
  title: string;
  description: string;
  ministry: string;
  date: string;
  event_time: string;
  venue: string;
};

export async function createEvent(baseUrl: string, token: string, event: NewEvent): Promise<{ id: number }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(event)) form.set(name, value);
  const response = await fetch(`${baseUrl}/api/upload-event`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201 && response.status !== 200) {
    throw new Error(`Creating an event failed: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as { id: number };
}

/** A calendar day (YYYY-MM-DD) `days` from today, in UTC like the server's "upcoming" filter. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
