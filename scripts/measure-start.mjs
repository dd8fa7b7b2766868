// `node scripts/measure-start.mjs`: the bench's start-up part on its own — how long the server
// takes to answer its first request on an empty data dir and on the one that start left behind,
// and the memory it takes to get there (scripts/bench/start-up.mjs says how it is measured).
// Builds if needed; MEASURE_ROUNDS rounds of each start (default 5). Linux only (/proc).

import { formatStartMeasurement, measureStart } from "./bench/start-up.mjs";
import { buildIfNeeded } from "./lib/build.mjs";

buildIfNeeded();
const rounds = Number(process.env.MEASURE_ROUNDS ?? 5);
const result = await measureStart({ env: { ...process.env, NODE_ENV: "production" }, rounds });
console.log(formatStartMeasurement(result));
