import { desc, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { Deleted } from "@lampstand/contract/entities";
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "@lampstand/contract/limits";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { notFound } from "../http-error.ts";
import { deleted, parseId } from "./request-parsing.ts";

/**
 * What prayer requests and contact messages share: anyone may send one (rate-limited per IP,
 * with a honeypot and a minimum fill time against bots); only staff may read and delete them.
 */

type SpamTrap = typeof HONEYPOT_FIELD | typeof FILL_TIME_FIELD;

/** A stored submission: what the visitor typed (the spam traps aside), its id and when it came. */
export type Submission<Fields> = Omit<Fields, SpamTrap> & { id: number; created_at: string };

/** What the service needs of a feature's repository. */
export type SubmissionRepository<Fields> = {
  insert(fields: Fields): Promise<Submission<Fields>>;
  list(): Promise<Array<Submission<Fields>>>;
  find(id: number): Promise<Submission<Fields> | undefined>;
  remove(id: number): Promise<boolean>;
};

/**
 * True when the spam traps say a bot sent this: a filled honeypot, or a form filled faster than a
 * person can. The fill time must be there: the web form always sends it (its action works it out
 * from the time the server drew the form, with JavaScript or without), so a submission without
 * it, or with one that is not a number, did not come through the form and cannot skip the trap
 * by leaving the field out.
 */
export function looksLikeBot(fields: Partial<Record<SpamTrap, unknown>>, minFillMs: number): boolean {
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null && honeypot !== false) {
    return true;
  }
  const fillMs = fillTimeOf(fields[FILL_TIME_FIELD]);
  return fillMs === undefined || fillMs < minFillMs;
}

/** The fill time as a number of milliseconds: a number, or a string of digits; otherwise undefined. */
function fillTimeOf(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

export class VisitorSubmissions<Fields extends Partial<Record<SpamTrap, unknown>>> {
  /** The per-IP limit of the public form (FORM_RATE_LIMIT per RATE_LIMIT_WINDOW_SECONDS). */
  readonly rateLimit: { max: number; timeWindow: number };

  constructor(
    /** "Prayer request", "Contact message": used in messages. */
    private readonly what: string,
    private readonly repository: SubmissionRepository<Fields>,
    private readonly config: Config,
  ) {
    this.rateLimit = { max: config.rateLimits.forms, timeWindow: config.rateLimits.windowMs };
  }

  /** Stores what a person sent. A bot caught by the spam traps gets the same answer, and nothing is stored. */
  async submit(request: FastifyRequest, fields: Fields): Promise<Submission<Fields>> {
    if (!looksLikeBot(fields, this.config.formMinFillMs)) return this.repository.insert(fields);
    request.log.info({ path: request.routeOptions.url }, "discarded a submission caught by the spam traps");
    const { [HONEYPOT_FIELD]: _honeypot, [FILL_TIME_FIELD]: _fillTime, ...typed } = fields;
    // Shaped like a stored one, so a bot learns nothing.
    return { ...typed, id: 0, created_at: new Date().toISOString() };
  }

  list(): Promise<Array<Submission<Fields>>> {
    return this.repository.list();
  }

  /** The submission with the path's `{id}`, or a 404. */
  async find(rawId: string): Promise<Submission<Fields>> {
    const item = await this.repository.find(parseId(rawId, this.what));
    if (!item) throw notFound(this.what);
    return item;
  }

  async remove(rawId: string): Promise<Deleted> {
    const id = parseId(rawId, this.what);
    if (!(await this.repository.remove(id))) throw notFound(this.what);
    return deleted(id, this.what);
  }
}

/** A table of visitor submissions: db/schema.ts gives each the sender's columns and `createdAt`. */
type SubmissionTable = PgTable & { id: PgColumn; createdAt: PgColumn };

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
 * The reads and the delete every submissions table answers alike: newest first, by id.
 * Drizzle cannot type a query over a table type parameter, so the rows are cast back to the
 * table's own row type: they come from that table.
 */
export function submissionQueries<Fields, Table extends SubmissionTable>(
  db: Db,
  table: Table,
  toItem: (row: Table["$inferSelect"]) => Submission<Fields>,
): Omit<SubmissionRepository<Fields>, "insert"> {
  const rows = () => db.select().from(table as SubmissionTable);
  return {
    async list() {
      const found = await rows().orderBy(desc(table.createdAt), desc(table.id));
      return (found as Array<Table["$inferSelect"]>).map(toItem);
    },
    async find(id) {
      const [row] = (await rows().where(eq(table.id, id))) as Array<Table["$inferSelect"]>;
      return row && toItem(row);
    },
    async remove(id) {
      const removed = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      return removed.length > 0;
    },
  };
}
