// Staff lists (issue 24, ADR 043, 044): 1,000 prayer requests in the inbox, read a page at a time
// and searched as the prayer-requests screen asks for them, signed in. Goal: p99 < 50 ms for a
// staff member, one request after another as a person's screen asks. Ten asking at the very same
// instant, without a pause, is measured beside it with no goal: each read is three database
// queries of about a millisecond each on PGlite, one after another, so that row measures a queue
// (ADR 044). The requests are sent through the public form, as visitors send them.

import path from "node:path";
import { mkdirSync } from "node:fs";
import { printTable, printTitle } from "../lib/format.mjs";
import { DURATION_S, GOALS } from "./config.mjs";
import { measureOne } from "./load.mjs";
import { p99, rps } from "./print.mjs";

const PRAYER_REQUESTS = 1000;
/** One staff member (the goal's), and ten at once (the queue's). */
const STAFF_CONNECTIONS = [1, 10];
const ADMIN = { email: "bench@example.org", password: "Bench-Staff-Lists-1" };

/** The reads of the screen: its first page, a page deep in the list, a search that finds many and one that finds few. */
export const STAFF_READS = [
  "/api/prayer-request?page=1&per_page=20",
  "/api/prayer-request?page=40&per_page=20",
  "/api/prayer-request?page=1&per_page=20&q=healing",
  "/api/prayer-request?page=1&per_page=20&q=Okafor%20517",
];

const FIRST_NAMES = ["Ada", "Tunde", "Ruth", "Grace", "Samuel", "Hannah", "Eli", "Miriam"];
const NEEDS = ["healing for my mother", "a new job", "peace in our home", "safe travel", "my exams", "healing after surgery"];

async function post(base, pathname, body, headers = {}) {
  const response = await fetch(`${base}${pathname}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${pathname} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Fills the inbox of a fresh server with 1,000 prayer requests, signs in, measures the reads, prints them. */
export async function measureAndPrintStaffLists(session, load) {
  const dataDir = path.join(session.tempDir, "staff-lists");
  mkdirSync(dataDir);
  const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, FORM_RATE_LIMIT: "100000" };
  const filling = await session.startLampstand(dataDir, env);
  try {
    console.log(`\nSending ${PRAYER_REQUESTS} prayer requests through the form …`);
    for (let index = 0; index < PRAYER_REQUESTS; index++) {
      await post(filling.base, "/api/prayer-request", {
        first_name: FIRST_NAMES[index % FIRST_NAMES.length],
        last_name: `Okafor ${index}`,
        email: `sender${index}@example.org`,
        phone: `0803 555 ${String(index).padStart(4, "0")}`,
        prayer_request: `Please pray for ${NEEDS[index % NEEDS.length]}. Request ${index}.`,
        contact_team: index % 3 === 0,
      });
    }
  } finally {
    await session.stopLampstand(filling);
  }
  // Started again, the server brings the planner's statistics up to date as it does every ten
  // minutes (ADR 044): the inbox as it is on a site that received its thousand over the months.
  const server = await session.startLampstand(dataDir, env);
  try {
    const { token } = await post(server.base, "/api/login", ADMIN);
    const headers = { authorization: `Bearer ${token}` };
    const target = { name: "Lampstand (staff)", base: server.base, pid: server.pid };
    const rows = [];
    for (const read of STAFF_READS) {
      const check = await fetch(`${server.base}${read}`, { headers });
      const page = await check.json();
      if (!check.ok || !Array.isArray(page.items)) throw new Error(`GET ${read} answered ${check.status}, not a page of items`);
      for (const connections of STAFF_CONNECTIONS) {
        rows.push({ read, connections, found: page.total, result: await measureOne(load, target, read, connections, DURATION_S, headers) });
      }
    }
    printTitle(`Staff lists: ${PRAYER_REQUESTS} prayer requests, paged and searched, signed in`);
    printTable(
      ["GET", "total", "connections", "req/s", "p99 ms", `goal p99 < ${GOALS.p99Ms} ms`],
      rows.map(({ read, connections, found, result }) => {
        const verdict = result.failures > 0 ? "FAIL" : connections > 1 ? "(a queue)" : result.p99 < GOALS.p99Ms ? "PASS" : "FAIL";
        return [read, String(found), String(connections), rps(result.rps), p99(result.p99), verdict];
      }),
    );
  } finally {
    await session.stopLampstand(server);
  }
}
