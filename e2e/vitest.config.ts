import { defineConfig } from "vitest/config";

/**
 * End-to-end tests: one production server (apps/server/dist/main.js, from `npm run build`)
 * started by global-setup.ts, driven through the system Chromium. Files run one after another:
 * these machines have two cores and the server and the browser need them both.
 */
export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    globalSetup: ["./global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
