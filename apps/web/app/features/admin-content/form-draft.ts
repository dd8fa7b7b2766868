import type { FormValues } from "./form-rules";

/**
 * What a staff member typed, kept for this tab when a save fails because the session ended (a
 * 401 sends them to the login page): after signing in again, the screen fills its form from it.
 * sessionStorage, so it stays on this device and this tab, and goes when the tab closes. The
 * picture cannot be kept (a file chosen in the browser is not storable): staff choose it again.
 */
export type FormDraft = { editingId: number | null; values: FormValues };

const PREFIX = "lampstand:draft:";

export function keepDraft(key: string, draft: FormDraft): void {
  try {
    window.sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Storage refused (private mode, quota): the notification has already said what failed.
  }
}

/** The draft kept for `key`, if any: it stays until `forgetDraft`, so a second render still finds it. */
export function readDraft(key: string): FormDraft | null {
  try {
    const text = window.sessionStorage.getItem(PREFIX + key);
    return text ? parseDraft(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

export function forgetDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** A stored draft as this code wrote it, or null (anything else in storage is ignored). */
export function parseDraft(value: unknown): FormDraft | null {
  if (typeof value !== "object" || value === null) return null;
  const { editingId, values } = value as Record<string, unknown>;
  if (editingId !== null && !Number.isInteger(editingId)) return null;
  if (typeof values !== "object" || values === null) return null;
  const entries = Object.entries(values);
  if (!entries.every(([, text]) => typeof text === "string")) return null;
  return { editingId: editingId as number | null, values: Object.fromEntries(entries) as FormValues };
}
