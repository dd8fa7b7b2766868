import type { DbOrTx } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";

/**
 * What staff did, as the audit log names it (issue 20: settings and pages; later issues add theirs).
 * A closed list, so a typo is a type error rather than a row no report ever finds.
 */
export type AuditAction = "settings.update" | "page.save" | "page.publish" | "page.restore" | "page.delete";

/** Who did it: the signed-in staff member (a UserRow fits), or null for the server itself (first-start seeding). */
export type AuditActor = { id: number; name: string } | null;

/**
 * Writes one line of the audit log: who, what, to what; the database stamps when. Call it inside the
 * change's own transaction (pass `tx`), so the log holds a line exactly when the change committed.
 * The name is copied, so the line still says who after the account is gone.
 */
export async function recordAudit(db: DbOrTx, actor: AuditActor, action: AuditAction, subject: string): Promise<void> {
  await db.insert(auditLog).values({ userId: actor?.id ?? null, userName: actor?.name ?? null, action, subject });
}
