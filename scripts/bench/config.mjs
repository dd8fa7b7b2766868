// The bench's load and its goals (issue 10, ADR 017). BENCH_DURATION (even seconds per measurement,
// default 6) and BENCH_CONNECTIONS (default 100) change the load.

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 6);
export const WARMUP_S = 1;
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** Rendering takes milliseconds a page: more connections would only queue. */
export const RENDER_CONNECTIONS = 10;

export const GOALS = { readShare: 0.8, homeShareOfNginx: 0.25, p99Ms: 50, growthFactor: 2, peakRssMb: 400, firstStartMs: 2000, warmStartMs: 1000 };
