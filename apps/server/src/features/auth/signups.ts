import { and, asc, count, eq, lt, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { mailOutbox, signupRequests, users } from "../../db/schema.ts";
import { queueMail, type MailContent } from "../../mail/outbox.ts";
import { siteUrl } from "../../mail/site-url.ts";
import { newSessionToken, tokenDigest } from "../../sessions/tokens.ts";
import { normalizeEmail } from "./repository.ts";
import { signupConfirmationMail, signupsWaitingMail } from "./signup-mails.ts";

/** How long a sign-up's confirmation link works: a day is enough to see the mail, short enough to be no standing key. */
export const SIGNUP_CONFIRMATION_HOURS = 24;

/** Where a sign-up's mail leads: the page with the button that confirms it (GET never does, mail scanners follow links). */
export const SIGNUP_CONFIRM_PAGE = "/signup/confirm";

/** Where the admins' mail leads. */
const ADMIN_MANAGEMENT_PAGE = "/admin/admin-management";

type SignupInput = { name: string; email: string; passwordHash: string };

/**
 * A sign-up (ARCHITECTURE decisions 1 and 10). The very first account of a site (without
 * ADMIN_EMAIL) becomes the admin at once, as before: there is nobody to approve it and no address
 * anyone else could own yet. Every later one is stored unconfirmed, with its own name and
 * password, and a link to confirm it goes to the address in the same transaction. That happens
 * alike for a new address, one with a sign-up waiting and a staff member's: the same statements,
 * the same answer, so the answer tells nobody which addresses exist.
 */
export async function signUp(db: Db, config: Config, input: SignupInput): Promise<"admin" | "pending"> {
  const firstMayBeAdmin = !config.bootstrapAdmin && !(await anyUser(db));
  return db.transaction(async (tx) => {
    if (firstMayBeAdmin) {
      // Two first sign-ups at once: the lock lets one count the table at a time.
      await tx.execute(sql`LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE`);
      if (!(await anyUser(tx))) {
        await tx.insert(users).values({ ...input, email: normalizeEmail(input.email), role: "admin" });
        return "admin";
      }
    }
    // Expired sign-ups are nobody's: swept here, on the index, rather than by a timer.
    await tx.delete(signupRequests).where(lt(signupRequests.expiresAt, sql`now()`));
    const token = newSessionToken();
    await tx.insert(signupRequests).values({
      ...input,
      email: normalizeEmail(input.email),
      tokenHash: tokenDigest(token),
      expiresAt: sql`now() + make_interval(hours => ${SIGNUP_CONFIRMATION_HOURS})`,
    });
    await queueMail(tx, signupConfirmationMail(normalizeEmail(input.email), siteUrl(config, `${SIGNUP_CONFIRM_PAGE}?token=${token}`), SIGNUP_CONFIRMATION_HOURS));
    return "pending";
  });
}

/** Once an account exists, it always will: the last admin cannot be deleted (admin-users). */
async function anyUser(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}

export type Confirmation = "pending" | "existing" | "invalid";

/**
 * Confirms the sign-up a link's token names, once and within its time. What is confirmed is that
 * sign-up alone: its name and password become the account's, never another sign-up's for the same
 * address (a stranger's). So:
 * - no account with the address: a `pending` account, which admins are now told about;
 * - a `pending` account (made before sign-ups were confirmed, perhaps by a stranger, or an admin
 *   demoted): it takes this sign-up's name and password, since the owner of the address has now
 *   proved it is theirs, and it still waits for approval;
 * - an admin: left as it is ("existing"); the person holding the link owns the address and is
 *   told so, nobody else learns anything.
 * The address's other waiting sign-ups go with it: their links would only repeat this.
 */
export async function confirmSignup(db: Db, config: Config, token: string): Promise<Confirmation> {
  return db.transaction(async (tx) => {
    const [signup] = await tx
      .delete(signupRequests)
      .where(eq(signupRequests.tokenHash, tokenDigest(token)))
      .returning({ name: signupRequests.name, email: signupRequests.email, passwordHash: signupRequests.passwordHash, live: sql<boolean>`${signupRequests.expiresAt} > now()` });
    if (!signup?.live) return "invalid";
    await tx.delete(signupRequests).where(eq(signupRequests.email, signup.email));

    const [account] = await tx
      .insert(users)
      .values({ name: signup.name, email: signup.email, passwordHash: signup.passwordHash, role: "pending" })
      .onConflictDoUpdate({
        target: users.email,
        set: { name: signup.name, passwordHash: signup.passwordHash },
        setWhere: eq(users.role, "pending"),
      })
      .returning({ id: users.id });
    if (!account) return "existing";
    await tellAdmins(tx, config);
    return "pending";
  });
}

/**
 * "N sign-ups wait for your approval", to each admin: one mail each, so no admin sees another's
 * address. Coalesced: an admin whose earlier such mail has not been tried yet gets that mail
 * rewritten with the new count instead of a second one, so a burst of confirmations makes one
 * mail per admin. A mail the sender has claimed or tried (it counts the attempt when it claims,
 * and writes the row again when it is done) is left alone and a new one queued, so the newest
 * count still goes out; so is a row locked at that moment (SKIP LOCKED).
 */
async function tellAdmins(tx: DbOrTx, config: Config): Promise<void> {
  const [{ waiting } = { waiting: 0 }] = await tx.select({ waiting: count() }).from(users).where(eq(users.role, "pending"));
  const admins = await tx.select({ email: users.email }).from(users).where(eq(users.role, "admin")).orderBy(asc(users.id));
  const link = siteUrl(config, ADMIN_MANAGEMENT_PAGE);
  for (const { email } of admins) {
    const mail = signupsWaitingMail(email, waiting, link);
    const [unsent] = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, mail.kind),
          eq(mailOutbox.status, "waiting"),
          // Never tried: a mail the sender has claimed (attempts counted) may be going out with its old words right now.
          eq(mailOutbox.attempts, 0),
          sql`${mailOutbox.content} -> 'to' = ${JSON.stringify([email])}::jsonb`,
        ),
      )
      .limit(1)
      .for("update", { skipLocked: true });
    if (unsent) await tx.update(mailOutbox).set({ content: mail satisfies MailContent }).where(eq(mailOutbox.id, unsent.id));
    else await queueMail(tx, mail);
  }
}
