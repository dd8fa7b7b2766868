// The bench's figures as text.

import { printTable } from "../lib/format.mjs";

export const rps = (value) => Math.round(value).toLocaleString("en-US");
export const pct = (value) => (Number.isFinite(value) ? `${(value * 100).toFixed(0)}%` : "–");
export const p99 = (value) => (Number.isFinite(value) ? value.toFixed(1) : "–");

/** Lampstand against its peer, path by path; `passes` gives a row's verdict (undefined: no goal). */
export function printPairs(rows, peerName, passes, goalText) {
  printTable(
    ["GET", "bytes", "req/s", "p99 ms", "CPU µs/req", `${peerName} req/s`, `${peerName} p99 ms`, "ratio", `goal ${goalText}`],
    rows.map((row) => {
      const verdict = passes(row);
      return [
        row.path,
        String(row.bytes),
        rps(row.ours.rps),
        p99(row.ours.p99),
        row.ours.cpuPerRequestUs.toFixed(0),
        row.peer ? rps(row.peer.rps) : "–",
        row.peer ? p99(row.peer.p99) : "–",
        pct(row.ratio),
        verdict === undefined ? "" : verdict ? "PASS" : "FAIL",
      ];
    }),
  );
  for (const row of rows) {
    for (const [who, measured] of [["Lampstand", row.ours], [peerName, row.peer]]) {
      if (measured && measured.failures > 0) console.log(`  note: ${who} ${row.path}: ${measured.failures} errors, timeouts or non-2xx answers`);
    }
  }
}
