import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * Unit and API tests (`npm run test:unit`: the projects "pglite" and "postgres"), and the system
 * tests (`npm run test:system`: "system" and "system-postgres"), which start real processes, nginx
 * or TCP proxies and take minutes, so they live apart in apps/server/src/system-tests/. The server's
 * tests run on PGlite, and a second time on PostgreSQL when DATABASE_URL is set (CI sets it): same
 * tests, real databases both times. End-to-end tests live in e2e/ with their own config.
 */
const systemTests = ["apps/server/src/system-tests/**/*.test.ts"];
const serverTests = ["apps/server/src/**/*.test.ts"];
const otherTests = ["packages/**/src/**/*.test.ts", "apps/web/app/**/*.test.{ts,tsx}", "eslint.config.test.ts"];
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };
const postgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  // The web app's "~/" imports, as its own Vite config resolves them.
  resolve: { alias: { "~": fileURLToPath(new URL("./apps/web/app", import.meta.url)) } },
  test: {
    projects: [
      { extends: true, test: { name: "pglite", include: [...serverTests, ...otherTests], exclude: [...configDefaults.exclude, ...systemTests], env: { TEST_DB: "pglite" }, ...timeouts } },
      ...(postgres ? [{ extends: true, test: { name: "postgres", include: serverTests, exclude: [...configDefaults.exclude, ...systemTests], env: { TEST_DB: "postgres" }, ...timeouts } }] : []),
      { extends: true, test: { name: "system", include: systemTests, env: { TEST_DB: "pglite" }, ...timeouts } },
      ...(postgres ? [{ extends: true, test: { name: "system-postgres", include: systemTests, env: { TEST_DB: "postgres" }, ...timeouts } }] : []),
    ],
  },
});
