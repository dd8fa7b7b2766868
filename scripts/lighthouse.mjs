// `npm run lighthouse`: Lighthouse (mobile settings, simulated throttling) over the home page (with
// the demo sliders), a content page, the pastor's desk, its newest post, the events calendar, the
// next event and the prayer request form of the production build, 3 runs each, printing the median
// of the four category scores per page, the JavaScript and CSS in KB gzip, and whether each goal is
// met. Builds first when the build is missing or older than the sources (like `npm start`), and runs
// the server on a throwaway data directory, loaded with the demo content (`npm run db:seed`), on a
// free port. A measurement: exits 0 whatever the scores (non-zero only when it could not measure).
//
//   npm run lighthouse                          the default pages, 3 runs each
//   npm run lighthouse -- --runs=5 /donate /    other pages or run counts
//   (":newest-post" and ":next-event" stand for the newest post's and the next event's pages)
//   CHROME_PATH=/path/to/chrome npm run lighthouse
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { buildIfNeeded } from "./ensure-build.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "@lampstand/e2e/chromium";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DEFAULT_PAGES = ["/", "/our-values", "/pastor-desk", ":newest-post", "/events", ":next-event", "/prayer-request"];
const CATEGORIES = [
  ["performance", "Performance", 95],
  ["accessibility", "Accessibility", 100],
  ["best-practices", "Best Practices", 100],
  ["seo", "SEO", 100],
];

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 3);
const pages = args.filter((arg) => arg.startsWith("/"));
if (pages.length === 0) pages.push(...DEFAULT_PAGES);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a positive whole number");

buildIfNeeded();
const server = await startServer();
let chrome;
try {
  for (const [index, page] of pages.entries()) pages[index] = await resolvePage(server.baseUrl, page);
  // The same browser and flags as the end-to-end tests.
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS] });
  const results = [];
  for (const page of pages) {
    const reports = [];
    for (let run = 1; run <= runs; run++) {
      process.stdout.write(`Lighthouse ${page} run ${run}/${runs}…\n`);
      reports.push(await audit(`${server.baseUrl}${page}`, chrome.port));
    }
    results.push({ page, reports });
  }
  const home = await assetSizes(server.baseUrl, "/");
  const contentPage = pages.find((page) => page !== "/");
  const content = contentPage ? await assetSizes(server.baseUrl, contentPage) : undefined;
  printReport(results, home, content);
} finally {
  await chrome?.kill();
  await server.stop();
}

/**
 * One Lighthouse run. Chromium now and then records a trace Lighthouse cannot read (NO_NAVSTART,
 * seen on a cold first run here): such a run is repeated, up to twice, and said so.
 */
async function audit(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES.map(([id]) => id),
    });
    const error = result ? result.lhr.runtimeError : { code: "NO_RESULT", message: "Lighthouse returned nothing" };
    if (!error) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${error.code} ${error.message}`);
    console.log(`  ${error.code}: repeating the run`);
  }
}

/** ":newest-post" and ":next-event" become the pages of the newest newsletter and the next event. */
async function resolvePage(baseUrl, page) {
  if (page === ":newest-post") {
    const [post] = await (await fetch(`${baseUrl}/api/public-desks`)).json();
    if (!post) throw new Error("The demo content has no newsletter.");
    return `/pastor-desk/${post.id}`;
  }
  if (page === ":next-event") {
    const today = new Date().toISOString().slice(0, 10);
    const events = await (await fetch(`${baseUrl}/api/view-events`)).json();
    const next = events.find((event) => event.date >= today) ?? events.at(-1);
    if (!next) throw new Error("The demo content has no event.");
    return `/events/${next.id}`;
  }
  return page;
}

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lampstand-lighthouse-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Only what the server needs: a DATABASE_URL of the shell must not point this at real data.
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  // The demo sliders, newsletters and events, so the live pages are measured with pictures on them.
  await new Promise((resolve, reject) => {
    const seed = spawn(process.execPath, [path.join(root, "apps/server/dist/seed.js")], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
    seed.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`The demo content could not be loaded (exit ${code}).`))));
  });
  const child = spawn(process.execPath, [path.join(root, "apps/server/dist/main.js")], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr.on("data", (chunk) => (log = (log + chunk).slice(-5000)));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited before answering:\n${log}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/view-events`, { signal: AbortSignal.timeout(2000) })).ok) return { baseUrl, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not answer within 90 s:\n${log}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** What the page's HTML makes the browser load: its own .js and .css assets, gzip-compressed here. */
async function assetSizes(baseUrl, page) {
  const html = await (await fetch(`${baseUrl}${page}`)).text();
  const urls = new Set();
  // Stylesheets, module preloads, and the inline module script's imports (the route manifest).
  for (const match of html.matchAll(/["'](\/assets\/[^"']+\.(?:js|css))["']/g)) urls.add(match[1]);
  // The client entry imports more chunks than the HTML preloads: follow static imports one level down.
  const sizes = { js: 0, css: 0, files: 0 };
  const seen = new Set();
  const queue = [...urls];
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const body = Buffer.from(await (await fetch(`${baseUrl}${url}`)).arrayBuffer());
    const gzipped = gzipSync(body, { level: 9 }).length;
    sizes.files++;
    if (url.endsWith(".css")) sizes.css += gzipped;
    else {
      sizes.js += gzipped;
      const text = body.toString("utf8");
      for (const imported of text.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
        queue.push(new URL(imported[1], `${baseUrl}${url}`).pathname);
      }
    }
  }
  return { page, ...sizes };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function printReport(results, home, content) {
  const rows = results.map(({ page, reports }) => ({
    page,
    scores: CATEGORIES.map(([id]) => Math.round(median(reports.map((lhr) => (lhr.categories[id]?.score ?? 0) * 100)))),
    metrics: {
      fcp: median(reports.map((lhr) => lhr.audits["first-contentful-paint"]?.numericValue ?? 0)),
      lcp: median(reports.map((lhr) => lhr.audits["largest-contentful-paint"]?.numericValue ?? 0)),
      tbt: median(reports.map((lhr) => lhr.audits["total-blocking-time"]?.numericValue ?? 0)),
      cls: median(reports.map((lhr) => lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0)),
    },
    reports,
  }));

  const width = Math.max(6, ...rows.map((row) => row.page.length));
  console.log(`\nLighthouse ${results[0]?.reports[0]?.lighthouseVersion ?? ""}, mobile (simulated throttling), median of ${runs} run(s)\n`);
  console.log(`${"Page".padEnd(width)}  ${CATEGORIES.map(([, label]) => label.padStart(16)).join("")}     FCP     LCP      TBT    CLS`);
  for (const row of rows) {
    const { fcp, lcp, tbt, cls } = row.metrics;
    console.log(
      `${row.page.padEnd(width)}  ${row.scores.map((score) => String(score).padStart(16)).join("")}` +
        `   ${`${(fcp / 1000).toFixed(1)} s`.padStart(6)}  ${`${(lcp / 1000).toFixed(1)} s`.padStart(6)}  ${`${Math.round(tbt)} ms`.padStart(7)}  ${cls.toFixed(3)}`,
    );
  }

  console.log("\nGoals (every page):");
  for (const [index, [, label, goal]] of CATEGORIES.entries()) {
    const worst = Math.min(...rows.map((row) => row.scores[index]));
    const met = worst >= goal;
    console.log(`  ${met ? "met    " : "NOT met"}  ${label} ≥ ${goal}  (lowest median ${worst})`);
  }

  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`\nHome page (/) assets, gzip -9: JavaScript ${kb(home.js)}, CSS ${kb(home.css)} (${home.files} files)`);
  if (content) {
    console.log(`Content page (${content.page}) assets, gzip -9: JavaScript ${kb(content.js)}, CSS ${kb(content.css)} (${content.files} files)`);
  }

  // What stands between a page and its goal: the failing audits of any run, by category.
  const flagged = [];
  for (const row of rows) {
    for (const [index, [id, label, goal]] of CATEGORIES.entries()) {
      if (row.scores[index] >= goal) continue;
      const failing = new Map();
      for (const lhr of row.reports) {
        for (const ref of lhr.categories[id]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (!audit || audit.score === null || audit.score >= 0.9) continue;
          if (ref.weight === 0 && audit.scoreDisplayMode !== "metricSavings") continue;
          failing.set(audit.id, `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
        }
      }
      flagged.push(`  ${row.page} ${label}: ${[...failing.values()].join("; ") || "no single audit below 0.9"}`);
    }
  }
  if (flagged.length > 0) console.log(`\nFlagged by Lighthouse:\n${flagged.join("\n")}`);
}
