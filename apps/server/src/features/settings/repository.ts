import { eq } from "drizzle-orm";
import {
  NO_NOTIFICATIONS,
  notificationsSchema,
  siteSettingsSchema,
  type Notifications,
  type SiteSettings,
  type SiteSettingsResponse,
  type StaffSiteSettingsResponse,
} from "@lampstand/contract/site-settings";
import { DEFAULT_SETTINGS } from "@lampstand/web/default-settings";
import type { Db, DbOrTx } from "../../db/client.ts";
import { siteSettings } from "../../db/schema.ts";
import { recordAudit, type AuditAction } from "../audit-log.ts";

/** What the audit log calls a change of the settings. */
export type SettingsAuditAction = Extract<AuditAction, `settings.${string}`>;

type SettingsRow = typeof siteSettings.$inferSelect;

/** The stored document: the settings, and the alert addresses (issue 21) beside them. */
type StoredSettings = Partial<SiteSettings> & { notifications?: unknown };

/** Who gets the alerts; nobody until staff say (and for a row written before the lists existed). */
function notificationsOf(row: SettingsRow | undefined): Notifications {
  const parsed = notificationsSchema.safeParse((row?.value as StoredSettings | undefined)?.notifications);
  return parsed.success ? parsed.data : NO_NOTIFICATIONS;
}

/** Who made a change, as the audit log keeps it. */
export type Author = { id: number; name: string };

/**
 * The stored settings over the defaults: a row written before a field existed gets that field's
 * default. A row that no longer passes the schema (a rule tightened since it was written) is
 * shown as it was stored rather than hidden: it was valid when saved, and staff fix it on save.
 */
function settingsOf(row: SettingsRow | undefined): SiteSettings {
  if (!row) return DEFAULT_SETTINGS;
  // The alert addresses are stored in the same document but are staff's alone: never part of
  // what everyone reads, whatever the schema below would keep.
  const { notifications: _staffOnly, ...stored } = row.value as StoredSettings;
  const merged = { ...DEFAULT_SETTINGS, ...stored };
  const parsed = siteSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : (merged as SiteSettings);
}

function responseOf(row: SettingsRow | undefined): SiteSettingsResponse {
  return { ...settingsOf(row), version: row?.version ?? 0, updated_at: row?.updatedAt.toISOString() ?? null };
}

/** The settings as everyone reads them; the defaults (version 0) until staff first save. */
export async function readSettings(db: Db): Promise<SiteSettingsResponse> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return responseOf(row);
}

/** The settings as a signed-in staff member reads them: with who gets the alerts. */
export async function readStaffSettings(db: Db): Promise<StaffSiteSettingsResponse> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return { ...responseOf(row), notifications: notificationsOf(row) };
}

/** Who gets the alerts, and the church's time zone for their dates: read in the transaction of what they are about. */
export async function readAlertSettings(tx: DbOrTx): Promise<{ notifications: Notifications; timeZone: string }> {
  const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return { notifications: notificationsOf(row), timeZone: settingsOf(row).timeZone };
}

/** The church's name and postal address, as a mail's footer gives them (mail/layout.ts). */
export async function readChurchIdentity(db: Db): Promise<{ name: string; address: string[] }> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  const { name, address } = settingsOf(row);
  return { name, address: [address.street, `${address.city}, ${address.region} ${address.postalCode}`, address.country] };
}

/**
 * The settings row, locked until the transaction ends so two saves cannot both start from one
 * version; undefined while the defaults are in force.
 */
export async function lockSettings(tx: DbOrTx): Promise<{ settings: SiteSettings; notifications: Notifications; version: number }> {
  const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
  return { settings: settingsOf(row), notifications: notificationsOf(row), version: row?.version ?? 0 };
}

/**
 * Writes the settings and alert addresses as the version after `version` (which the caller locked and checked), and
 * records who did it. Undefined when another first save made the row meanwhile (the lock cannot
 * hold a row that is not there yet): the caller answers as for any other lost race.
 */
export async function writeSettings(
  tx: DbOrTx,
  change: { settings: SiteSettings; notifications: Notifications },
  version: number,
  author: Author,
  action: SettingsAuditAction,
): Promise<StaffSiteSettingsResponse | undefined> {
  const stored: StoredSettings = { ...change.settings, notifications: change.notifications };
  const values = { value: stored, version: version + 1, updatedAt: new Date(), updatedBy: author.id };
  const [row] =
    version === 0
      ? await tx
          .insert(siteSettings)
          .values({ id: 1, ...values })
          .onConflictDoNothing()
          .returning()
      : await tx.update(siteSettings).set(values).where(eq(siteSettings.id, 1)).returning();
  if (!row) return undefined;
  await recordAudit(tx, author, action, "settings");
  return { ...responseOf(row), notifications: notificationsOf(row) };
}

