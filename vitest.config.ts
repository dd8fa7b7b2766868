import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Unit and API tests. The API suite runs on PGlite, and a second time on PostgreSQL
 * when DATABASE_URL is set (CI sets it): same tests, real databases both times.
 * End-to-end tests live in e2e/ with their own config.
 */
const serverTests = ["apps/server/src/**/*.test.ts"];
const otherTests = ["packages/**/src/**/*.test.ts", "apps/web/app/**/*.test.{ts,tsx}"];

export default defineConfig({
  // The web app's "~/" imports, as its own Vite config resolves them.
  resolve: { alias: { "~": fileURLToPath(new URL("./apps/web/app", import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "pglite", include: [...serverTests, ...otherTests], env: { TEST_DB: "pglite" }, testTimeout: 30_000, hookTimeout: 60_000 },
      },
      ...(process.env.DATABASE_URL
        ? [{ extends: true, test: { name: "postgres", include: serverTests, env: { TEST_DB: "postgres" }, testTimeout: 30_000, hookTimeout: 60_000 } }]
        : []),
    ],
  },
});
