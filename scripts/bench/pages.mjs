// The public pages (server-rendered, from the page cache) against nginx serving the same bytes as
// a file: goal ≥25% of nginx for GET / and p99 < 50 ms.

import { spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../lib/build.mjs";
import { printTitle } from "../lib/format.mjs";
import { HOST, freePort, waitUntilAnswering } from "../lib/processes.mjs";
import { GOALS } from "./config.mjs";
import { measurePairs } from "./load.mjs";
import { printPairs } from "./print.mjs";
import { bytesOf } from "./site.mjs";

export const NGINX = "/usr/sbin/nginx";

export const nginxInstalled = () => existsSync(NGINX);

/**
 * nginx with one worker (Lampstand is one process), every page as a file answering at its own
 * path. A page that renders for each visit cannot be byte-identical; such pages are noted.
 */
export async function startNginx(dir, site, lampstand, onSpawn) {
  mkdirSync(path.join(dir, "html"), { recursive: true });
  const port = await freePort();
  const locations = site.pages.map((page, index) => {
    writeFileSync(path.join(dir, "html", `page-${index}.html`), site.bodies.get(page));
    return `    location = ${page} { try_files /page-${index}.html =404; }`;
  });
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  default_type "text/html; charset=utf-8";
  sendfile on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen ${HOST}:${port};
    root ${dir}/html;
${locations.join("\n")}
  }
}
`,
  );
  const args = ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", "stderr", "-g", "daemon off;"];
  const child = spawn(NGINX, args, { cwd: repoRoot, env: process.env, stdio: ["ignore", "inherit", "inherit"] });
  onSpawn(child);
  const base = `http://${HOST}:${port}`;
  await waitUntilAnswering(child, `${base}${site.pages[0]}`, { timeoutMs: 10_000 });
  for (const page of site.pages) {
    const [ours, theirs] = await Promise.all([bytesOf(`${lampstand.base}${page}`), bytesOf(`${base}${page}`)]);
    if (!ours.equals(theirs)) console.log(`  note: ${page} is not byte-identical from nginx (it renders for each visit: ${ours.length} vs ${theirs.length} bytes)`);
  }
  return { name: "nginx", base, pid: child.pid, child };
}

/** Without nginx (`nginx` undefined), Lampstand's figures alone. */
export function measurePages(load, site, lampstand, nginx) {
  return measurePairs(load, site.pages, site.bodies, lampstand, nginx);
}

export function printPages(rows) {
  printTitle("Pages (no Accept-Encoding, so the same bytes): Lampstand's page cache against nginx serving them as a file");
  printPairs(rows, "nginx", (row) => (row.path === "/" ? row.ratio >= GOALS.homeShareOfNginx && row.ours.p99 < GOALS.p99Ms : undefined), `GET / ≥${GOALS.homeShareOfNginx * 100}%, p99 <${GOALS.p99Ms} ms`);
}
