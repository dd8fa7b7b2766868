import { API_PATHS } from "@lampstand/contract/api-paths";
import { adminUserSchema, deletedSchema, errorSchema, userSchema, type AdminUser, type Role } from "@lampstand/contract/entities";
import { createAdminUserRequestSchema, updateAdminUserRequestSchema } from "@lampstand/contract/requests";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import { adminUserListSchema, staffListQuerySchema, staffPageOf } from "@lampstand/contract/staff-lists";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import type { DbOrTx } from "../../db/client.ts";
import { HttpError, notFound } from "../../http-error.ts";
import { currentUser } from "../../plugins/auth.ts";
import { hashPassword } from "../auth/passwords.ts";
import { createUser, toUser } from "../auth/repository.ts";
import { revokeUserSessions, type UserRow } from "../../sessions/repository.ts";
import { SignInThrottle } from "../auth/throttle.ts";
import { deleted, idParams, parseId } from "../request-parsing.ts";
import { deleteUser, emailTakenByOther, findUser, listUsers, updateUser, userPage, withAdminsLocked } from "./repository.ts";

const WHAT = "User";

/** Why a change that would take an admin away is refused (400). */
export const LAST_ADMIN_MESSAGES = {
  ownRole: "You cannot take away your own admin access.",
  ownAccount: "You cannot delete your own account while signed in with it.",
  lastDemoted: "The last admin cannot be made pending.",
  lastDeleted: "The last admin cannot be deleted.",
};

export function adminUserRoutes(app: ZodApp, { config, database: { db } }: AppDeps): void {
  const tags = ["admin-users"];
  const throttle = new SignInThrottle(db, config.lockout);

  /** The accounts as Admin Mgt shows them: with the end of any sign-in delay failed attempts put on them. */
  async function withLocks(rows: UserRow[]): Promise<AdminUser[]> {
    const locks = await throttle.accountsLockedUntil(rows.map((row) => row.email));
    return rows.map((row) => ({ ...toUser(row), locked_until: locks.get(row.email)?.toISOString() ?? null }));
  }

  app.get(
    API_PATHS.adminUsers,
    {
      schema: {
        tags,
        summary:
          "Staff accounts (pending sign-ups first); with ?page= one page {items, total, page, per_page, pending_not_shown}, searched with ?q= in name and e-mail " +
          "(pending_not_shown: the accounts awaiting approval that are not among the items)",
        querystring: staffListQuerySchema,
        response: { 200: adminUserListSchema(adminUserSchema), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const query = staffPageOf(request.query);
      if (!query) return withLocks(await listUsers(db));
      const page = await userPage(db, query);
      return { ...page, items: await withLocks(page.items) };
    },
  );

  app.post(
    API_PATHS.unlockAdminUser,
    {
      schema: {
        params: idParams,
        tags,
        summary: "Lift the sign-in delay that failed attempts put on an account",
        response: { 200: adminUserSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const user = await findUser(db, parseId(request.params.id, WHAT));
      if (!user) throw notFound(WHAT);
      await throttle.unlockAccount(user.email);
      request.log.info({ userId: user.id }, "sign-in delay lifted by an admin");
      const [unlocked] = await withLocks([user]);
      return unlocked;
    },
  );

  app.post(
    API_PATHS.adminUsers,
    {
      schema: {
        tags,
        summary: "Create an active admin account",
        body: createAdminUserRequestSchema,
        response: { 201: userSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      const row = await createUser(db, { name, email, passwordHash: await hashPassword(password) }, "admin");
      if (!row) throw new HttpError(409, SERVER_MESSAGES.emailTaken, "email");
      return reply.status(201).send(toUser(row));
    },
  );

  app.put(
    API_PATHS.adminUser,
    {
      schema: {
        params: idParams,
        tags,
        summary: "Change a user's name and email; role 'admin' approves a pending sign-up",
        body: updateAdminUserRequestSchema,
        response: { 200: userSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const id = parseId(request.params.id, WHAT);
      const me = currentUser(request);
      const { name, email, role } = request.body;
      if (role !== "pending") return toUser(await saveUser(db, id, { name, email, ...(role ? { role } : {}) }));
      // Making an account pending may take an admin away: decided with every such change waiting its turn.
      const row = await withAdminsLocked(db, async (tx, admins) => {
        mayTakeAdminAway(admins, me.id, id, "role", LAST_ADMIN_MESSAGES.lastDemoted);
        const saved = await saveUser(tx, id, { name, email, role });
        // A demoted account must not keep a live session.
        await revokeUserSessions(tx, id);
        return saved;
      });
      return toUser(row);
    },
  );

  app.delete(
    API_PATHS.adminUser,
    { schema: { params: idParams, tags, summary: "Delete a user and end their sessions", response: { 200: deletedSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema } } },
    async (request) => {
      const id = parseId(request.params.id, WHAT);
      const me = currentUser(request);
      if (id === me.id) throw new HttpError(400, LAST_ADMIN_MESSAGES.ownAccount);
      const removed = await withAdminsLocked(db, async (tx, admins) => {
        mayTakeAdminAway(admins, me.id, id, undefined, LAST_ADMIN_MESSAGES.lastDeleted);
        return deleteUser(tx, id);
      });
      if (!removed) throw notFound(WHAT);
      return deleted(id, WHAT);
    },
  );
}

/** Saves an edit of an account: 404 when it is gone, 409 when another account has the address. */
async function saveUser(db: DbOrTx, id: number, values: { name: string; email: string; role?: Role }): Promise<UserRow> {
  if (!(await findUser(db, id))) throw notFound(WHAT);
  if (await emailTakenByOther(db, values.email, id)) throw new HttpError(409, SERVER_MESSAGES.emailTaken, "email");
  const row = await updateUser(db, id, values);
  if (!row) throw new HttpError(409, SERVER_MESSAGES.emailTaken, "email");
  return row;
}

/**
 * Whether the signed-in admin `meId` may demote or delete account `targetId`, seen from inside
 * withAdminsLocked (`admins`: who is an admin now, with every other such change waiting). The
 * session's own admin may have been demoted or deleted a moment ago by a change that went first:
 * its sessions ended with it, and it is answered as any ended session is. Nobody takes their own
 * admin access away, and the last admin stays.
 */
function mayTakeAdminAway(admins: ReadonlySet<number>, meId: number, targetId: number, field: string | undefined, lastAdminMessage: string): void {
  if (!admins.has(meId)) throw new HttpError(401, SERVER_MESSAGES.invalidToken);
  if (!admins.has(targetId)) return;
  if (targetId === meId) throw new HttpError(400, LAST_ADMIN_MESSAGES.ownRole, field);
  // Unreachable while the session's own admin stays, and said anyway: this is the rule itself.
  if (admins.size <= 1) throw new HttpError(400, lastAdminMessage, field);
}
