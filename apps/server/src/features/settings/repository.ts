import { eq } from "drizzle-orm";
import { siteSettingsSchema, type SiteSettings, type SiteSettingsResponse } from "@lampstand/contract/site-settings";
import { DEFAULT_SETTINGS } from "@lampstand/web/default-settings";
import type { Db, DbOrTx } from "../../db/client.ts";
import { siteSettings } from "../../db/schema.ts";
import { recordAudit, type AuditAction } from "../audit-log.ts";

/** What the audit log calls a change of the settings. */
export type SettingsAuditAction = Extract<AuditAction, `settings.${string}`>;

type SettingsRow = typeof siteSettings.$inferSelect;

/** Who made a change, as the audit log keeps it. */
export type Author = { id: number; name: string };

/**
 * The stored settings over the defaults: a row written before a field existed gets that field's
 * default. A row that no longer passes the schema (a rule tightened since it was written) is
 * shown as it was stored rather than hidden: it was valid when saved, and staff fix it on save.
 */
function settingsOf(row: SettingsRow | undefined): SiteSettings {
  if (!row) return DEFAULT_SETTINGS;
  const merged = { ...DEFAULT_SETTINGS, ...(row.value as Partial<SiteSettings>) };
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

/**
 * The settings row, locked until the transaction ends so two saves cannot both start from one
 * version; undefined while the defaults are in force.
 */
export async function lockSettings(tx: DbOrTx): Promise<{ settings: SiteSettings; version: number }> {
  const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
  return { settings: settingsOf(row), version: row?.version ?? 0 };
}

/**
 * Writes `settings` as the version after `version` (which the caller locked and checked), and
 * records who did it. Undefined when another first save made the row meanwhile (the lock cannot
 * hold a row that is not there yet): the caller answers as for any other lost race.
 */
export async function writeSettings(
  tx: DbOrTx,
  settings: SiteSettings,
  version: number,
  author: Author,
  action: SettingsAuditAction,
): Promise<SiteSettingsResponse | undefined> {
  const values = { value: settings, version: version + 1, updatedAt: new Date(), updatedBy: author.id };
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
  return responseOf(row);
}

