import {
  updateSiteSettingsRequestSchema,
  type Notifications,
  type SiteSettings,
  type SiteSettingsResponse,
  type UpdateSiteSettingsRequest,
} from "@lampstand/contract/site-settings";

/**
 * The settings as the form holds them: every text as typed (a link not set is ""), without the
 * logo, which has buttons of its own (it is a picture, sent on its own: PUT /settings/logo).
 */
export type SettingsForm = Omit<SiteSettings, "logo" | "social" | "links"> & {
  social: Record<keyof SiteSettings["social"], string>;
  links: Record<keyof SiteSettings["links"], string>;
  /** Who gets the e-mail alerts (issue 21): one address a line, as typed. */
  notifications: Record<keyof Notifications, string>;
};

const blankIfUnset = <K extends string>(links: Record<K, string | null>) =>
  Object.fromEntries(Object.entries(links).map(([key, value]) => [key, value ?? ""])) as Record<K, string>;

/** What the form starts from: the settings as the server answered them. */
export function formOf(settings: SiteSettingsResponse & { notifications?: Notifications }): SettingsForm {
  const { logo: _logo, version: _version, updated_at: _updatedAt, social, links, notifications, ...rest } = settings;
  return {
    ...rest,
    social: blankIfUnset(social),
    links: blankIfUnset(links),
    serviceTimes: settings.serviceTimes.map((service) => ({ ...service })),
    notifications: { prayerRequests: (notifications?.prayerRequests ?? []).join("\n"), contactMessages: (notifications?.contactMessages ?? []).join("\n") },
  };
}

/** Addresses typed one a line (or separated by commas), as a list. */
const addressList = (typed: string) =>
  typed
    .split(/[\n,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);

/** What PUT /settings is sent: the form, its address lists as lists, and the version it started from. */
export function requestOf(form: SettingsForm, version: number): UpdateSiteSettingsRequest {
  return {
    ...form,
    notifications: { prayerRequests: addressList(form.notifications.prayerRequests), contactMessages: addressList(form.notifications.contactMessages) },
    version,
  };
}

/**
 * The form field a problem belongs to: a path as the server names it, but an address list's
 * problem ("notifications.prayerRequests.2") belongs to the one box all its addresses are typed in.
 */
export function fieldOf(path: string): FieldPath {
  return path.startsWith("notifications.") ? path.split(".").slice(0, 2).join(".") : path;
}

/** A field's address in the form, as the server names it in a 400 ("address.postalCode", "serviceTimes.2.time"). */
export type FieldPath = string;

/** The value at `path`. */
export function valueAt(form: SettingsForm, path: FieldPath): string {
  let value: unknown = form;
  for (const key of path.split(".")) value = (value as Record<string, unknown> | undefined)?.[key];
  return typeof value === "string" ? value : "";
}

/** A copy of `form` with `value` at `path`. */
export function withValue(form: SettingsForm, path: FieldPath, value: string): SettingsForm {
  const copy = structuredClone(form);
  const keys = path.split(".");
  let target = copy as unknown as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys[keys.length - 1]!] = value;
  return copy;
}

/**
 * Every problem of the form at once, by field path, with the contract's words: the same rules the
 * server applies (time zone, HH:MM, weekdays, e-mails, links), so staff see them all before saving.
 */
export function formProblems(form: SettingsForm, version: number): Record<FieldPath, string> {
  const result = updateSiteSettingsRequestSchema.safeParse(requestOf(form, version));
  const problems: Record<FieldPath, string> = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const path = fieldOf(issue.path.join("."));
    problems[path] ??= issue.message;
  }
  return problems;
}

/** Two forms hold the same values. */
export const sameForm = (a: SettingsForm, b: SettingsForm) => JSON.stringify(a) === JSON.stringify(b);

/** The time zones this browser knows, for the select; the current one is kept even when it is not among them. */
export function timeZoneChoices(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return zones.includes(current) ? zones : [current, ...zones];
}
