import { newPasswordProblem } from "@lampstand/contract/password-rules";
import { ConfigError, type Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { hashPassword } from "./passwords.ts";
import { createUser, findUserByEmail } from "./repository.ts";

/**
 * With ADMIN_EMAIL/ADMIN_PASSWORD set, the first admin exists before the site is reachable,
 * so a stranger can never claim a fresh public deployment (ARCHITECTURE decision 1).
 * An existing account with that address is left as it is; only a password that is about to
 * become an account's must pass the password rule, so an upgrade never stops a running site.
 */
export async function ensureBootstrapAdmin(db: Db, config: Config): Promise<"created" | "exists" | "not-configured"> {
  const admin = config.bootstrapAdmin;
  if (!admin) return "not-configured";
  if (await findUserByEmail(db, admin.email)) return "exists";
  const problem = newPasswordProblem(admin.password, "The password");
  if (problem) throw new ConfigError(`Invalid configuration:\n  ADMIN_PASSWORD=(hidden): ${problem}`);
  await createUser(db, { name: admin.name, email: admin.email, passwordHash: await hashPassword(admin.password) }, "admin");
  return "created";
}
