import { z } from "zod";
import { and, desc, eq, gt } from "drizzle-orm";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { doneSchema, errorSchema, invitationPreviewSchema, invitationSchema, userSchema, type Invitation } from "@lampstand/contract/entities";
import { acceptInvitationRequestSchema, invitationPreviewRequestSchema, invitationRequestSchema } from "@lampstand/contract/requests";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { invitations, users } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http-error.ts";
import { queueMail } from "../../mail/outbox.ts";
import { currentUser } from "../../plugins/auth.ts";
import { publicOriginOf } from "../../plugins/request-origin.ts";
import { newSessionToken, tokenDigest } from "../../sessions/tokens.ts";
import { hashPassword } from "../auth/passwords.ts";
import { findUserByEmail, normalizeEmail, toUser } from "../auth/repository.ts";
import { idParams, parseId } from "../request-parsing.ts";

/** How long an invitation's link works (issue 21). */
export const INVITATION_DAYS = 7;

type InvitationRow = typeof invitations.$inferSelect;

const toInvitation = (row: InvitationRow): Invitation => ({
  id: row.id,
  name: row.name,
  email: row.email,
  invited_by: row.invitedByName,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
});

/** A link that works: its token's digest names an invitation not yet expired. */
const liveInvitation = (digest: string) => and(eq(invitations.tokenHash, digest), gt(invitations.expiresAt, new Date()));

/**
 * Invitations by e-mail (issue 21): an admin names someone and their address; they get a link
 * (/invite?token=…, 7 days, once) and choose their own password, so no admin ever knows it, and
 * the account is an active admin from the start (as the spec's add form makes one). The token is
 * kept only as its SHA-256. One open invitation per address: inviting again replaces it, and the
 * old link stops working. The mail is not secret (the outbox may show its link to admins when
 * e-mail is not set up, for them to pass on): the invitation is theirs to give.
 */
export function invitationRoutes(app: ZodApp, { config, database: { db } }: AppDeps): void {
  const tags = ["admin-users"];
  const formLimit = { max: config.rateLimits.forms, timeWindow: config.rateLimits.windowMs };

  app.get(
    API_PATHS.invitations,
    { schema: { tags, summary: "Invitations not yet accepted, withdrawn or expired (newest first)", response: { 200: z.array(invitationSchema), 401: errorSchema } } },
    async () => {
      const rows = await db.select().from(invitations).where(gt(invitations.expiresAt, new Date())).orderBy(desc(invitations.createdAt), desc(invitations.id));
      return rows.map(toInvitation);
    },
  );

  app.post(
    API_PATHS.invitations,
    {
      schema: {
        tags,
        summary: "Invite someone by e-mail to become an admin; they choose their own password",
        description: "Queues a mail with a link (/invite?token=…) that works for 7 days, once. Inviting an address again replaces its open invitation. 409 when the address already has an account.",
        body: invitationRequestSchema,
        response: { 201: invitationSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const origin = publicOriginOf(request, config.publicUrl);
      const name = request.body.name;
      const email = normalizeEmail(request.body.email);
      if (await findUserByEmail(db, email)) throw new HttpError(409, SERVER_MESSAGES.emailTaken, "email");
      const token = newSessionToken();
      const values = {
        tokenHash: tokenDigest(token),
        name,
        email,
        invitedBy: me.id,
        invitedByName: me.name,
        expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
        createdAt: new Date(),
      };
      const row = await db.transaction(async (tx) => {
        const [saved] = await tx.insert(invitations).values(values).onConflictDoUpdate({ target: invitations.email, set: values }).returning();
        await queueMail(tx, {
          kind: "invitation",
          to: [email],
          subject: `${me.name} invites you to help run the church's website`,
          paragraphs: [
            `Hello ${name},`,
            `${me.name} has invited you to become an administrator of the church's website, signing in with this e-mail address (${email}).`,
            "Follow the link to choose your own password; nobody else will know it. The link works for 7 days, once.",
            "If you did not expect this invitation, you can ignore this mail.",
          ],
          action: { label: "Accept the invitation", url: `${origin}/invite?token=${token}` },
        });
        return saved!;
      });
      request.log.info({ invitationId: row.id }, "invitation queued");
      return reply.status(201).send(toInvitation(row));
    },
  );

  app.delete(
    API_PATHS.invitation,
    {
      schema: {
        params: idParams,
        tags,
        summary: "Withdraw an invitation: its link stops working",
        response: { 200: doneSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const [removed] = await db.delete(invitations).where(eq(invitations.id, parseId(request.params.id, "Invitation"))).returning();
      if (!removed) throw notFound("Invitation");
      return { message: STAFF_MESSAGES.invitationWithdrawn(removed.email) };
    },
  );

  app.post(
    API_PATHS.invitationPreview,
    {
      config: { public: true, rateLimit: formLimit },
      schema: {
        tags,
        summary: "Who invited whom, by an invitation link's token (the invitation page shows it)",
        description: "The token travels in the body, never in an address a log would keep. A dead token is a 400 saying what to do.",
        body: invitationPreviewRequestSchema,
        response: { 200: invitationPreviewSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const [row] = await db.select().from(invitations).where(liveInvitation(tokenDigest(request.body.token)));
      if (!row) throw new HttpError(400, STAFF_MESSAGES.invitationLinkInvalid, "token");
      const { name, email, invited_by, expires_at } = toInvitation(row);
      return { name, email, invited_by, expires_at };
    },
  );

  app.post(
    API_PATHS.acceptInvitation,
    {
      config: { public: true, rateLimit: formLimit },
      schema: {
        tags,
        summary: "Accept an invitation with a password of one's own: an active admin account is made",
        description: "The link works once. A dead token is a 400; an address that got an account meanwhile is a 409.",
        body: acceptInvitationRequestSchema,
        response: { 201: userSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const passwordHash = await hashPassword(password);
      const user = await acceptInvitation(db, tokenDigest(token), passwordHash);
      request.log.info({ userId: user.id }, "invitation accepted");
      return reply.status(201).send(toUser(user));
    },
  );
}

/**
 * Takes the invitation by deleting it (of two requests with one token, one finds it) and makes
 * its account, in one transaction: an address that got an account meanwhile is a 409 and leaves
 * the invitation as it was.
 */
async function acceptInvitation(db: Db, digest: string, passwordHash: string) {
  return db.transaction(async (tx) => {
    const [invitation] = await tx.delete(invitations).where(liveInvitation(digest)).returning();
    if (!invitation) throw new HttpError(400, STAFF_MESSAGES.invitationLinkInvalid, "token");
    const [user] = await tx
      .insert(users)
      .values({ name: invitation.name, email: invitation.email, passwordHash, role: "admin" })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!user) throw new HttpError(409, SERVER_MESSAGES.emailTaken);
    return user;
  });
}
