// Child processes of the scripts that run the production server (bench, soak): started, waited
// for, stopped. Dependency-free; Linux (/proc) for the memory figures, in measure-start.mjs.

/** The environment without DATABASE_URL: these scripts measure the embedded database. */
export function withoutDatabaseUrl(env) {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

/** Resolves with the exit code once `child` has exited (1 when a signal ended it). */
export function exited(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? 1);
    else child.once("exit", (code) => resolve(code ?? 1));
  });
}

/** Resolves once `url` answers 2xx; throws if `child` exits first or after `timeoutMs`. */
export async function waitUntilAnswering(child, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The process serving ${url} exited (code ${child.exitCode ?? child.signalCode}) before answering.`);
    }
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
}

/** SIGTERM (the server then closes its database), SIGKILL if it has not exited after 10 s. */
export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = exited(child);
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await done;
  clearTimeout(timer);
}
