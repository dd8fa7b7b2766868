import { and, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { Deleted } from "@lampstand/contract/entities";
import { FILL_TIME_FIELD, HELD_SUBMISSION_DAYS, HONEYPOT_FIELD } from "@lampstand/contract/limits";
import type { StaffPage, StaffPageQuery } from "@lampstand/contract/staff-lists";
import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import type { Config } from "../config.ts";
import type { Db, DbOrTx } from "../db/client.ts";
import { notFound } from "../http-error.ts";
import { deleted, parseId } from "./request-parsing.ts";
import { fullName, offsetOf, searchIn, staffPage } from "./staff-lists.ts";

/**
 * What prayer requests and contact messages share: anyone may send one (rate-limited per IP,
 * with a honeypot and a minimum fill time against bots); only staff may read and delete them.
 * What the spam traps suspect is held for staff to review, never thrown away (ADR 026).
 */

type SpamTrap = typeof HONEYPOT_FIELD | typeof FILL_TIME_FIELD;

/** A stored submission: what the visitor typed (the spam traps aside), its id and when it came. */
export type Submission<Fields> = Omit<Fields, SpamTrap> & { id: number; created_at: string };
/** A submission in the "Held as possible spam" list, with why it is there. */
export type Held<Fields> = Submission<Fields> & { held_reason: string };
/** One submission as staff read it: `held_reason` only while it is held. */
export type SubmissionDetails<Fields> = Submission<Fields> & { held_reason?: string };

/** What the service needs of a feature's repository. */
export type SubmissionRepository<Fields> = {
  /** Stores the typed fields, in the caller's transaction; `heldReason` null puts it in the inbox, a text holds it. */
  insert(tx: DbOrTx, fields: Omit<Fields, SpamTrap>, heldReason: string | null): Promise<Submission<Fields>>;
} & SubmissionQueries<Fields>;

/** The reads and writes every submissions table answers alike (`submissionQueries`). */
export type SubmissionQueries<Fields> = {
  /** The inbox, newest first. */
  list(): Promise<Array<Submission<Fields>>>;
  /** One page of the inbox, newest first, searched in the sender's name, e-mail and phone and the text. */
  page(query: StaffPageQuery): Promise<StaffPage<Submission<Fields>>>;
  /** The held ones, newest first. */
  listHeld(): Promise<Array<Held<Fields>>>;
  find(id: number): Promise<SubmissionDetails<Fields> | undefined>;
  /** Moves a held one to the inbox (one already there stays); undefined when there is no such id. */
  release(id: number): Promise<Submission<Fields> | undefined>;
  remove(id: number): Promise<boolean>;
  /** Deletes the held ones that came more than `days` ago; answers how many. */
  purgeHeld(days: number): Promise<number>;
};

/**
 * Why the spam traps suspect a bot sent this, in words for staff, or null when nothing is
 * suspicious: a filled honeypot, or a fill time below `minFillMs`. Only what is there counts: a
 * client that sends just what SPEC §7 lists (no traps at all), or a fill time that is not a
 * number, is not suspected, since a person's request must never be lost to a guess (ADR 026).
 */
export function spamTrapReason(fields: Partial<Record<SpamTrap, unknown>>, minFillMs: number): string | null {
  const reasons: string[] = [];
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null && honeypot !== false) {
    reasons.push(STAFF_MESSAGES.heldHoneypot(typeof honeypot === "string" ? shortened(honeypot.trim(), 80) : ""));
  }
  const fillMs = fillTimeOf(fields[FILL_TIME_FIELD]);
  if (fillMs !== undefined && fillMs < minFillMs) reasons.push(STAFF_MESSAGES.heldTooFast((Math.max(0, fillMs) / 1000).toFixed(1)));
  return reasons.length > 0 ? reasons.join(" ") : null;
}

/** The fill time as a number of milliseconds: a number, or a string of digits; otherwise undefined. */
function fillTimeOf(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

function shortened(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * What staff are told of a new submission in the inbox (issue 21: the prayer team's and the
 * office's e-mail alerts), written in the submission's own transaction: a mail queued exactly
 * when the submission is stored.
 */
export type SubmissionAlert<Fields> = (tx: DbOrTx, stored: Submission<Fields>) => Promise<void>;

export class VisitorSubmissions<Fields extends Partial<Record<SpamTrap, unknown>>> {
  /** The per-IP limit of the public form (FORM_RATE_LIMIT per RATE_LIMIT_WINDOW_SECONDS). */
  readonly rateLimit: { max: number; timeWindow: number };

  constructor(
    /** "Prayer request", "Contact message": used in messages. */
    readonly what: string,
    private readonly repository: SubmissionRepository<Fields>,
    private readonly config: Config,
    private readonly db: Db,
    private readonly alert?: SubmissionAlert<Fields>,
  ) {
    this.rateLimit = { max: config.rateLimits.forms, timeWindow: config.rateLimits.windowMs };
  }

  /**
   * Stores what was sent: in the inbox, with its alert, or held for staff to review when the spam
   * traps suspect it (no alert: nobody is called out for what may be a bot's). Either way the
   * sender gets the stored item, so nothing tells a bot it was caught.
   */
  async submit(request: FastifyRequest, fields: Fields): Promise<Submission<Fields>> {
    const { [HONEYPOT_FIELD]: _honeypot, [FILL_TIME_FIELD]: _fillTime, ...typed } = fields;
    const reason = spamTrapReason(fields, this.config.formMinFillMs);
    const alert = reason === null ? this.alert : undefined;
    const stored = await this.db.transaction(async (tx) => {
      const item = await this.repository.insert(tx, typed, reason);
      await alert?.(tx, item);
      return item;
    });
    // Never what was sent: only that it was held, and where.
    if (reason) request.log.info({ path: request.routeOptions.url, id: stored.id }, "held a submission the spam traps suspect, for staff to review");
    return stored;
  }

  list(): Promise<Array<Submission<Fields>>> {
    return this.repository.list();
  }

  page(query: StaffPageQuery): Promise<StaffPage<Submission<Fields>>> {
    return this.repository.page(query);
  }

  listHeld(): Promise<Array<Held<Fields>>> {
    return this.repository.listHeld();
  }

  /** The submission with the path's `{id}` (held or not), or a 404. */
  async find(rawId: string): Promise<SubmissionDetails<Fields>> {
    const item = await this.repository.find(parseId(rawId, this.what));
    if (!item) throw notFound(this.what);
    return item;
  }

  /** Moves the held submission with the path's `{id}` to the inbox, or a 404. */
  async release(rawId: string): Promise<Submission<Fields>> {
    const item = await this.repository.release(parseId(rawId, this.what));
    if (!item) throw notFound(this.what);
    return item;
  }

  async remove(rawId: string): Promise<Deleted> {
    const id = parseId(rawId, this.what);
    if (!(await this.repository.remove(id))) throw notFound(this.what);
    return deleted(id, this.what);
  }

  /** Deletes the held submissions older than HELD_SUBMISSION_DAYS; answers how many. */
  purgeHeld(): Promise<number> {
    return this.repository.purgeHeld(HELD_SUBMISSION_DAYS);
  }
}

/** A table of visitor submissions: db/schema.ts gives each the sender's columns, `createdAt` and `heldReason`. */
type SubmissionTable = PgTable & {
  id: PgColumn;
  firstName: PgColumn;
  lastName: PgColumn;
  email: PgColumn;
  phone: PgColumn;
  createdAt: PgColumn;
  heldReason: PgColumn;
};

/** The sender's columns of a row, in the API's names. */
export function senderOf(row: { id: number; firstName: string; lastName: string; email: string; phone: string; createdAt: Date }) {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    created_at: row.createdAt.toISOString(),
  };
}

/** The sender's fields of a submission, in the table's names. */
export function senderValues(fields: { first_name: string; last_name: string; email: string; phone: string }) {
  return { firstName: fields.first_name, lastName: fields.last_name, email: fields.email, phone: fields.phone };
}

/**
 * The reads and writes every submissions table answers alike: the two lists newest first (each
 * from its own partial index), by id, the release and the purge.
 * Drizzle cannot type a query over a table type parameter, so the rows are cast back to the
 * table's own row type: they come from that table.
 */
export function submissionQueries<Fields, Table extends SubmissionTable>(
  db: Db,
  table: Table,
  toItem: (row: Table["$inferSelect"]) => Submission<Fields>,
  /** The column of what the visitor wrote (the request, the message): searched with the sender's details. */
  text: PgColumn,
): SubmissionQueries<Fields> {
  type Row = Table["$inferSelect"];
  const t = table as SubmissionTable;
  const heldReasonOf = (row: Row) => (row as { heldReason: string | null }).heldReason;
  const newestFirst = [desc(t.createdAt), desc(t.id)];
  return {
    async list() {
      const found = await db.select().from(t).where(isNull(t.heldReason)).orderBy(...newestFirst);
      return (found as Row[]).map(toItem);
    },
    async page(query) {
      const search = searchIn(query.q, [fullName(t.firstName, t.lastName), t.email, t.phone, text]);
      const where = and(isNull(t.heldReason), search);
      const countAll = async () => (await db.select({ total: count() }).from(t).where(where))[0]?.total ?? 0;
      if (!search) {
        // The page is read off the inbox's index, and the total counted apart: two index reads.
        const [found, total] = await Promise.all([
          db.select().from(t).where(where).orderBy(...newestFirst).limit(query.per_page).offset(offsetOf(query)),
          countAll(),
        ]);
        return staffPage((found as Row[]).map(toItem), total, query);
      }
      // A search reads every row anyway: one scan answers the page and, on each of its rows, how
      // many matched. A page past the last has no row to say so: then it is counted apart.
      const found = (await db
        .select({ row: t, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(t)
        .where(where)
        .orderBy(...newestFirst)
        .limit(query.per_page)
        .offset(offsetOf(query))) as Array<{ row: Row; total: number }>;
      const total = found[0]?.total ?? (await countAll());
      return staffPage(found.map(({ row }) => toItem(row)), total, query);
    },
    async listHeld() {
      const found = await db.select().from(t).where(isNotNull(t.heldReason)).orderBy(...newestFirst);
      return (found as Row[]).map((row) => ({ ...toItem(row), held_reason: heldReasonOf(row) ?? "" }));
    },
    async find(id) {
      const [row] = (await db.select().from(t).where(eq(t.id, id))) as Row[];
      if (!row) return undefined;
      const reason = heldReasonOf(row);
      return reason === null ? toItem(row) : { ...toItem(row), held_reason: reason };
    },
    async release(id) {
      const [row] = (await db.update(t).set({ heldReason: null }).where(eq(t.id, id)).returning()) as Row[];
      return row && toItem(row);
    },
    async remove(id) {
      const removed = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
      return removed.length > 0;
    },
    async purgeHeld(days) {
      // The database's clock, so that every process agrees; one statement, so that several
      // processes purging at once, or a release racing it, leave each row either kept or gone.
      const purged = await db
        .delete(t)
        .where(and(isNotNull(t.heldReason), sql`${t.createdAt} < now() - make_interval(days => ${days})`))
        .returning({ id: t.id });
      return purged.length;
    },
  };
}
