// What Linux says about a running process, from /proc. Both readers throw when the process is gone.

import { readFileSync } from "node:fs";

/** Linux counts CPU time in clock ticks of 1/100 s (USER_HZ) on every common platform. */
const CLOCK_TICKS = 100;

/** Resident set of a process now (VmRSS) and its high-water mark (VmHWM), in MB. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb("VmRSS") / 1024), peakRssMb: Math.round(kb("VmHWM") / 1024) };
}

/** User + system CPU time a process (all its threads) has used so far, in ms. */
export function cpuMsOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name, which is in parentheses and may itself contain spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
