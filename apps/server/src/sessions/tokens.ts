import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, base64url: what the client stores under 'token'. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this digest is stored, so a database leak does not hand out live sessions. */
export function tokenDigest(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
