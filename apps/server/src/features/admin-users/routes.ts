import { z } from "zod";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { adminUserSchema, deletedSchema, errorSchema, userSchema, type AdminUser } from "@lampstand/contract/entities";
import { createAdminUserRequestSchema, updateAdminUserRequestSchema } from "@lampstand/contract/requests";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import { HttpError, notFound } from "../../http-error.ts";
import { currentUser } from "../../plugins/auth.ts";
import { hashPassword } from "../auth/passwords.ts";
import { createUser, revokeUserSessions, toUser, type UserRow } from "../auth/repository.ts";
import { SignInThrottle } from "../auth/throttle.ts";
import { deleted, idParams, parseId } from "../request-parsing.ts";
import { countAdmins, deleteUser, emailTakenByOther, findUser, listUsers, updateUser } from "./repository.ts";

const WHAT = "User";

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
    { schema: { tags, summary: "Staff accounts (pending sign-ups first)", response: { 200: z.array(adminUserSchema), 401: errorSchema } } },
    async () => withLocks(await listUsers(db)),
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
      const existing = await findUser(db, id);
      if (!existing) throw notFound(WHAT);
      if (role === "pending" && existing.role === "admin") {
        if (id === me.id) throw new HttpError(400, "You cannot take away your own admin access.", "role");
        if ((await countAdmins(db)) <= 1) throw new HttpError(400, "The last admin cannot be made pending.", "role");
      }
      if (await emailTakenByOther(db, email, id)) throw new HttpError(409, SERVER_MESSAGES.emailTaken, "email");
      const row = await updateUser(db, id, { name, email, ...(role ? { role } : {}) });
      if (!row) throw new HttpError(409, SERVER_MESSAGES.emailTaken, "email");
      // A demoted account must not keep a live session.
      if (row.role !== "admin") await revokeUserSessions(db, id);
      return toUser(row);
    },
  );

  app.delete(
    API_PATHS.adminUser,
    { schema: { params: idParams, tags, summary: "Delete a user and end their sessions", response: { 200: deletedSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema } } },
    async (request) => {
      const id = parseId(request.params.id, WHAT);
      if (id === currentUser(request).id) throw new HttpError(400, "You cannot delete your own account while signed in with it.");
      if (!(await deleteUser(db, id))) throw notFound(WHAT);
      return deleted(id, WHAT);
    },
  );
}
