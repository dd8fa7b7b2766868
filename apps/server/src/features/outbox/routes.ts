import { API_PATHS } from "@lampstand/contract/api-paths";
import { errorSchema } from "@lampstand/contract/entities";
import {
  OUTBOX_MESSAGES,
  OUTBOX_PAGE_SIZE,
  outboxPageSchema,
  outboxQuerySchema,
  outboxSummarySchema,
  outboxItemSchema,
  type OutboxItem,
} from "@lampstand/contract/outbox";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import { HttpError, notFound } from "../../http-error.ts";
import { countOutbox, listOutbox, resendMail, type OutboxRow } from "../../mail/outbox-queries.ts";
import { idParams, parseId } from "../request-parsing.ts";

const tags = ["outbox"];

/** A mail as staff see it: never the link of a secret one (a password reset is its recipient's alone). */
function itemOf(row: OutboxRow): OutboxItem {
  const { content } = row;
  return {
    id: row.id,
    kind: row.kind,
    to: content.to,
    subject: content.subject,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.status === "waiting" ? row.nextAttemptAt.toISOString() : null,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    link: content.secret ? null : (content.action?.url ?? null),
    secret: content.secret === true,
  };
}

/**
 * The mail outbox for staff (issue 21, ADR 033): what waits, what went and what failed and why,
 * newest first, a page at a time; how many wait or failed, for the admin frame's notice; and
 * sending a mail again.
 */
export function outboxRoutes(app: ZodApp, { config, database }: AppDeps): void {
  const smtpConfigured = config.mail.smtp !== undefined;

  app.get(
    API_PATHS.outbox,
    {
      schema: {
        tags,
        summary: `The outbox, newest first, ${OUTBOX_PAGE_SIZE} mails a page (?page=, ?status=waiting|sent|failed): recipients, subject, attempts, next try, the last failure's reason`,
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const { page, status } = request.query;
      const [{ rows, total }, counts] = await Promise.all([
        listOutbox(database.db, { status, limit: OUTBOX_PAGE_SIZE, offset: (page - 1) * OUTBOX_PAGE_SIZE }),
        countOutbox(database.db),
      ]);
      return {
        mails: rows.map(itemOf),
        page,
        per_page: OUTBOX_PAGE_SIZE,
        pages: Math.ceil(total / OUTBOX_PAGE_SIZE),
        total,
        counts,
        smtp_configured: smtpConfigured,
      };
    },
  );

  app.get(
    API_PATHS.outboxSummary,
    {
      schema: {
        tags,
        summary: "Whether e-mail is set up (SMTP_URL), and how many mails wait or failed: the admin frame's notice",
        response: { 200: outboxSummarySchema, 401: errorSchema },
      },
    },
    async () => {
      const counts = await countOutbox(database.db);
      return { smtp_configured: smtpConfigured, waiting: counts.waiting, failed: counts.failed };
    },
  );

  app.post(
    API_PATHS.resendMail,
    {
      schema: {
        tags,
        summary: "Queue a sent or failed mail again (409 while it still waits, or when it carried a private link that is erased)",
        params: idParams,
        response: { 200: outboxItemSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const outcome = await resendMail(database.db, parseId(request.params.id, "Mail"));
      if (outcome === "not-found") throw notFound("Mail");
      if (outcome === "waiting") throw new HttpError(409, OUTBOX_MESSAGES.stillWaiting);
      if (outcome === "link-erased") throw new HttpError(409, OUTBOX_MESSAGES.linkErased);
      return itemOf(outcome);
    },
  );
}
