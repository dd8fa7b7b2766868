import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import type { ZodApp } from "../app-deps.ts";
import { freePort } from "../test-support/processes.ts";
import { startTestApp } from "../test-support/test-app.ts";
import type { TestDatabase } from "../test-support/test-database.ts";

/**
 * The server behind a real nginx, configured as docs/operations.md "Running behind a reverse
 * proxy" shows, with TRUST_PROXY=1: a visitor's forged X-Forwarded-For changes nothing for the sign-in limit,
 * and two visitors are counted apart by the address nginx saw. nginx must be installed
 * (Debian: `apt-get install nginx-light`; .ci/run does it): without it this test fails.
 */
const NGINX = "/usr/sbin/nginx";
const LIMIT = 3;

/** The location block docs/operations.md shows, pointed at the server under test. */
const nginxConfig = (dir: string, port: number, upstreamPort: number) => `
# One process as the current user, in the foreground (with -g 'daemon off;'), everything in ${dir}.
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    server_name _;
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;

let app: ZodApp;
let testDb: TestDatabase;
let dir: string;
let nginx: ChildProcess | undefined;
let nginxOutput = "";
let proxyPort: number;

/** POST /api/login through nginx, from `localAddress` (a loopback address of the test machine), with the headers given. */
function signInThroughProxy(localAddress: string, headers: Record<string, string> = {}): Promise<{ status: number; message: unknown }> {
  const payload = JSON.stringify({ email: "nobody@example.org", password: "not the password 1" });
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port: proxyPort,
        localAddress,
        method: "POST",
        path: "/api/login",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), ...headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          let message: unknown;
          try {
            message = (JSON.parse(text) as { message?: unknown }).message;
          } catch {
            message = text;
          }
          resolve({ status: response.statusCode ?? 0, message });
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}

async function outcome(answer: Promise<{ status: number; message: unknown }>): Promise<"limited" | "let through"> {
  const { status, message } = await answer;
  if (status === 502 || status === 504) throw new Error(`nginx could not reach the server (${status}):\n${nginxOutput}`);
  return status === 429 && message === SERVER_MESSAGES.tooManyRequests ? "limited" : "let through";
}

async function waitForProxy(): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (nginx?.exitCode !== null) throw new Error(`nginx stopped (exit ${String(nginx?.exitCode)}):\n${nginxOutput}`);
    try {
      const response = await fetch(`http://127.0.0.1:${proxyPort}/api/view-events`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer on port ${proxyPort}:\n${nginxOutput}`);
}

beforeAll(async () => {
  if (!existsSync(NGINX)) {
    throw new Error(`nginx is missing at ${NGINX}: this test needs it (Debian: apt-get install nginx-light; .ci/run installs it).`);
  }
  ({ app, testDb } = await startTestApp({
    TRUST_PROXY: "1",
    PUBLIC_URL: "https://church.example.org",
    LOGIN_RATE_LIMIT: String(LIMIT),
    // Only the rate limit may say no here, not the sign-in throttles.
    LOCKOUT_THRESHOLD: "1000",
    ADDRESS_LOCKOUT_THRESHOLD: "10000",
  }));
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port: upstreamPort } = app.server.address() as { port: number };
  dir = await mkdtemp(path.join(tmpdir(), "lampstand-nginx-"));
  proxyPort = await freePort();
  await writeFile(path.join(dir, "nginx.conf"), nginxConfig(dir, proxyPort, upstreamPort));
  nginx = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", "stderr", "-g", "daemon off;"], { stdio: ["ignore", "pipe", "pipe"] });
  nginx.stdout?.on("data", (chunk) => (nginxOutput += chunk));
  nginx.stderr?.on("data", (chunk) => (nginxOutput += chunk));
  await waitForProxy();
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once("exit", resolve));
    nginx.kill("SIGTERM");
    await exited;
  }
  await app?.close();
  await testDb?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("behind nginx with TRUST_PROXY=1", () => {
  it("limits sign-ins however each one forges X-Forwarded-For", async () => {
    const found: string[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      found.push(await outcome(signInThroughProxy("127.0.0.1", { "x-forwarded-for": `198.51.100.${i + 1}` })));
    }
    expect(found).toEqual([...Array<string>(LIMIT).fill("let through"), "limited", "limited"]);
    // Nor does a header naming several addresses, or the Forwarded header, make it someone new.
    expect(await outcome(signInThroughProxy("127.0.0.1", { "x-forwarded-for": "192.0.2.1, 192.0.2.2", forwarded: "for=192.0.2.3" }))).toBe("limited");
  });

  it("counts two visitors apart by the address nginx saw", async () => {
    // The first visitor (127.0.0.1) used up its allowance above; another address still has its own,
    // even when it claims to be yet another one.
    expect(await outcome(signInThroughProxy("127.0.0.2", { "x-forwarded-for": "127.0.0.1" }))).toBe("let through");
    expect(await outcome(signInThroughProxy("127.0.0.1"))).toBe("limited");
  });
});
