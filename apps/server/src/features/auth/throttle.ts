import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { signInThrottle } from "../../db/schema.ts";
import { HttpError } from "../../http-error.ts";
import { normalizeEmail } from "./repository.ts";

/**
 * Sign-in throttling (ADR 016), in the database so that every server process shares it.
 *
 * Each sign-in attempt is charged to the gates that decide whether it is checked at all:
 * its network address and the account it names, or — from a browser that signed in to that
 * account before — that browser alone (trusted-devices.ts). The charge is taken atomically
 * *before* the slow password hash, so parallel guesses cannot all slip under the threshold.
 * The first `threshold` failures in a row are free; then each failure makes the next attempt
 * wait, `first` at first and twice as long after each further failure, up to `max`. A
 * successful sign-in clears the gates it passed; `forget` of quiet clears them too.
 */
export type GateKind = "account" | "address" | "device" | "passwordChange";
export type Gate = { kind: GateKind; key: string };
type Rule = { threshold: number; firstMs: number; maxMs: number; forgetMs: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const gates = {
  /** Every attempt naming this e-mail, whether or not an account has it (lockouts reveal nothing). */
  account: (email: string): Gate => ({ kind: "account", key: `account:${normalizeEmail(email)}` }),
  /** Every attempt from this client address (client-address.ts: IPv6 by /64), whatever account it names. */
  address: (addressKey: string): Gate => ({ kind: "address", key: `address:${addressKey}` }),
  /** Attempts from one trusted browser (the digest of its device cookie). */
  device: (deviceDigest: string): Gate => ({ kind: "device", key: `device:${deviceDigest}` }),
  /**
   * Guesses of the current password on "Change password", per signed-in account: its own gate,
   * so that strangers keeping the account's sign-in delay closed cannot stop the owner changing it.
   */
  passwordChange: (userId: number): Gate => ({ kind: "passwordChange", key: `password-change:${userId}` }),
};

export function throttleRules(lockout: Config["lockout"]): Record<GateKind, Rule> {
  return {
    // The owner is never locked out by this one: their own browsers and last address pass it.
    account: { threshold: lockout.account.threshold, firstMs: lockout.account.firstMinutes * MINUTE, maxMs: DAY, forgetMs: 7 * DAY },
    // The attacker's own address: minutes growing to days.
    address: { threshold: lockout.address.threshold, firstMs: lockout.address.firstMinutes * MINUTE, maxMs: 2 * DAY, forgetMs: 7 * DAY },
    // A trusted browser in the wrong hands still guesses slowly.
    device: { threshold: lockout.account.threshold, firstMs: MINUTE, maxMs: HOUR, forgetMs: DAY },
    passwordChange: { threshold: lockout.account.threshold, firstMs: MINUTE, maxMs: HOUR, forgetMs: DAY },
  };
}

export class SignInThrottle {
  private readonly rules: Record<GateKind, Rule>;

  constructor(
    private readonly db: Db,
    lockout: Config["lockout"],
  ) {
    this.rules = throttleRules(lockout);
  }

  /**
   * Counts one attempt against each gate, in order, before the password is checked; throws a 429
   * (with Retry-After) at the first gate that is closed. Attempts stay counted as failures until
   * `clear` is called after a correct password.
   */
  async charge(attemptGates: Gate[]): Promise<void> {
    for (const gate of attemptGates) {
      const waitMs = await this.take(gate);
      if (waitMs !== null) throw tooManyAttempts(gate.kind, waitMs);
    }
  }

  /**
   * After a correct password: the gates it passed forget their failures — except an address, which
   * only takes back this attempt. Others share an address (a church's Wi-Fi, a phone network), and
   * one staff member's sign-in must not hand a guesser there a fresh allowance.
   */
  async clear(passed: Gate[]): Promise<void> {
    const t = signInThrottle;
    const cleared = passed.filter((gate) => gate.kind !== "address").map((gate) => gate.key);
    if (cleared.length > 0) await this.db.delete(t).where(inArray(t.key, cleared));
    for (const gate of passed.filter((item) => item.kind === "address")) {
      const rule = this.rules.address;
      // Below the threshold again, the delay this attempt may have started is lifted with it.
      await this.db
        .update(t)
        .set({
          failures: sql`greatest(${t.failures} - 1, 0)`,
          blockedUntil: sql`CASE WHEN ${t.failures} - 1 < ${rule.threshold} THEN NULL ELSE ${t.blockedUntil} END`,
        })
        .where(eq(t.key, gate.key));
    }
    // Housekeeping, as sessions do on each sign-in: gates quiet for longer than any rule remembers.
    const forgetSeconds = Math.max(...Object.values(this.rules).map((rule) => rule.forgetMs)) / 1000;
    await this.db
      .delete(t)
      .where(sql`${t.lastFailureAt} < now() - make_interval(secs => ${forgetSeconds}) AND (${t.blockedUntil} IS NULL OR ${t.blockedUntil} < now())`);
  }

  /** When each of these accounts' sign-in delay ends, by normalized e-mail (only those delayed now). */
  async accountsLockedUntil(emails: string[]): Promise<Map<string, Date>> {
    if (emails.length === 0) return new Map();
    const keys = new Map(emails.map((email) => [gates.account(email).key, normalizeEmail(email)]));
    const rows = await this.db
      .select({ key: signInThrottle.key, blockedUntil: signInThrottle.blockedUntil })
      .from(signInThrottle)
      .where(and(inArray(signInThrottle.key, [...keys.keys()]), gt(signInThrottle.blockedUntil, sql`now()`)));
    return new Map(rows.flatMap((row) => (row.blockedUntil ? [[keys.get(row.key) ?? row.key, row.blockedUntil]] : [])));
  }

  /** Lifts an account's sign-in delay (the admin's Unlock action). */
  async unlockAccount(email: string): Promise<void> {
    await this.clear([gates.account(email)]);
  }

  /** One attempt against one gate: null when it may be checked, else how long until it may. */
  private async take(gate: Gate, retried = false): Promise<number | null> {
    const rule = this.rules[gate.kind];
    const t = signInThrottle;
    await this.db.insert(t).values({ key: gate.key, failures: 0 }).onConflictDoNothing();
    // The failures, counting this attempt: from one again after a long quiet.
    const failures = sql`(CASE WHEN ${t.lastFailureAt} < now() - make_interval(secs => ${rule.forgetMs / 1000}) THEN 1 ELSE ${t.failures} + 1 END)`;
    const waitSeconds = sql`least(${rule.maxMs / 1000}::float8, ${rule.firstMs / 1000}::float8 * power(2::float8, least(${failures} - ${rule.threshold}, 40)))`;
    // One statement, so concurrent attempts queue on the row lock; each re-reads the row and the
    // WHERE after the one before it, and the attempt past the threshold finds the gate closed.
    const taken = await this.db
      .update(t)
      .set({
        failures,
        blockedUntil: sql`CASE WHEN ${failures} >= ${rule.threshold} THEN now() + make_interval(secs => ${waitSeconds}) ELSE NULL END`,
        lastFailureAt: sql`now()`,
      })
      .where(and(eq(t.key, gate.key), sql`(${t.blockedUntil} IS NULL OR ${t.blockedUntil} <= now())`))
      .returning({ failures: t.failures });
    if (taken.length > 0) return null;
    const [row] = await this.db
      .select({ waitMs: sql<number>`greatest(0, extract(epoch from (${t.blockedUntil} - now())) * 1000)::float8` })
      .from(t)
      .where(eq(t.key, gate.key));
    // A sign-in cleared the row between the insert and the update: the gate is open; count again.
    if (!row) return retried ? null : this.take(gate, true);
    return Math.max(1000, row.waitMs);
  }
}

/** "10 minutes", "2 hours", "3 days": how long, rounded up, in words. */
export function waitInWords(ms: number): string {
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? "" : "s"}`;
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  if (minutes < 120) return unit(minutes, "minute");
  const hours = Math.ceil(ms / HOUR);
  if (hours < 48) return unit(hours, "hour");
  return unit(Math.ceil(ms / DAY), "day");
}

export class TooManyAttempts extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

function tooManyAttempts(kind: GateKind, waitMs: number): TooManyAttempts {
  const words = waitInWords(waitMs);
  const message =
    kind === "account" ? SERVER_MESSAGES.accountLocked(words) : kind === "address" ? SERVER_MESSAGES.addressLocked(words) : kind === "device" ? SERVER_MESSAGES.deviceLocked(words) : SERVER_MESSAGES.passwordChangeLocked(words);
  return new TooManyAttempts(message, Math.ceil(waitMs / 1000));
}
