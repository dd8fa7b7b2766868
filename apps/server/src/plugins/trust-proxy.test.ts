import { describe, expect, it } from "vitest";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import type { ZodApp } from "../app-deps.ts";
import { body, startTestApp } from "../test-support/test-app.ts";

/**
 * Who the per-IP limits count: with TRUST_PROXY, the address the proxy saw (the right-most
 * X-Forwarded-For entry, which it appended); without it, the socket's. Whatever a client writes
 * into X-Forwarded-For changes nothing. Shown on the sign-in limit (LOGIN_RATE_LIMIT).
 */
const PROXY = "10.0.0.2";
const LIMIT = 3;
/** Generous sign-in throttles, so only the rate limit under test says no; PUBLIC_URL, which TRUST_PROXY needs. */
const ENV = { LOGIN_RATE_LIMIT: String(LIMIT), LOCKOUT_THRESHOLD: "1000", ADDRESS_LOCKOUT_THRESHOLD: "10000", PUBLIC_URL: "https://church.example.org" };

function signIn(app: ZodApp, remoteAddress: string, forwardedFor?: string) {
  return app.inject({
    method: "POST",
    url: "/api/login",
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
    payload: { email: "nobody@example.org", password: "not the password 1" },
  });
}

/** "limited" when the rate limit refused the attempt, else "let through" (to a wrong password's 401). */
async function outcome(response: ReturnType<typeof signIn>): Promise<"limited" | "let through"> {
  const answer = await response;
  return answer.statusCode === 429 && body(answer).message === SERVER_MESSAGES.tooManyRequests ? "limited" : "let through";
}

/** The outcomes of `count` sign-ins, each made by `attempt(i)`. */
async function outcomes(count: number, attempt: (i: number) => ReturnType<typeof signIn>): Promise<string[]> {
  const found: string[] = [];
  for (let i = 0; i < count; i++) found.push(await outcome(attempt(i)));
  return found;
}

const LIMITED = [...Array<string>(LIMIT).fill("let through"), "limited"];

async function withApp(env: Record<string, string>, test: (app: ZodApp) => Promise<void>): Promise<void> {
  const { app, testDb } = await startTestApp({ ...ENV, ...env });
  try {
    await test(app);
  } finally {
    await app.close();
    await testDb.drop();
  }
}

describe("per-IP limits behind one proxy (TRUST_PROXY=1)", () => {
  it("count the address the proxy appended, however the client forges X-Forwarded-For", async () => {
    await withApp({ TRUST_PROXY: "1" }, async (app) => {
      // Each attempt forges another left-most address; the proxy appended the real one.
      expect(await outcomes(LIMIT + 1, (i) => signIn(app, PROXY, `198.51.100.${i + 1}, 203.0.113.7`))).toEqual(LIMITED);
      expect(await outcome(signIn(app, PROXY, "203.0.113.7"))).toBe("limited");
      // Another real client through the same proxy is counted apart, even when it forges the first one's address.
      expect(await outcome(signIn(app, PROXY, "203.0.113.7, 203.0.113.8"))).toBe("let through");
      // No forged header makes the limited client new again.
      expect(await outcome(signIn(app, PROXY, "198.51.100.99,203.0.113.7"))).toBe("limited");
    });
  });

  it("count an IPv6 client by its /64", async () => {
    await withApp({ TRUST_PROXY: "1" }, async (app) => {
      expect(await outcomes(LIMIT + 1, (i) => signIn(app, PROXY, `2001:db8:1:2::${i + 1}`))).toEqual(LIMITED);
      expect(await outcome(signIn(app, PROXY, "2001:db8:1:3::1"))).toBe("let through");
    });
  });
});

describe("per-IP limits with the proxies' addresses (TRUST_PROXY=10.0.0.0/24)", () => {
  it("take X-Forwarded-For from those proxies only", async () => {
    await withApp({ TRUST_PROXY: "10.0.0.0/24" }, async (app) => {
      expect(await outcomes(LIMIT + 1, (i) => signIn(app, PROXY, `198.51.100.${i + 1}, 203.0.113.7`))).toEqual(LIMITED);
      // A client that reaches the server directly cannot claim to be someone else...
      expect(await outcomes(LIMIT + 1, () => signIn(app, "192.0.2.60", "203.0.113.9"))).toEqual(LIMITED);
      // ...nor borrow the limited client's allowance by naming a fresh address.
      expect(await outcome(signIn(app, "192.0.2.60", "203.0.113.10"))).toBe("limited");
      expect(await outcome(signIn(app, PROXY, "203.0.113.9"))).toBe("let through");
    });
  });
});

describe("per-IP limits without a proxy (TRUST_PROXY unset)", () => {
  it("ignore X-Forwarded-For", async () => {
    await withApp({}, async (app) => {
      expect(await outcomes(LIMIT + 1, (i) => signIn(app, "203.0.113.7", `198.51.100.${i + 1}`))).toEqual(LIMITED);
      // Naming the limited address from elsewhere does not count against it either.
      expect(await outcome(signIn(app, "203.0.113.8", "203.0.113.7"))).toBe("let through");
    });
  });
});
