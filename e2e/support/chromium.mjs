// The browser every automated run here uses: the end-to-end tests (through playwright-core) and
// `npm run lighthouse` (through chrome-launcher). Plain JavaScript, so that the Lighthouse script,
// which node runs as it is, can import it as `@lampstand/e2e/chromium`; TypeScript reads the
// types from the JSDoc (e2e/tsconfig.json has checkJs on).

/**
 * The system Chromium, never a downloaded one: CHROME_PATH when set.
 * @type {string}
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * The flags ARCHITECTURE lists for these machines: no sandbox (containers), no GPU, /tmp instead of
 * a small /dev/shm, and none of the browser's own background traffic, which would blur measurements.
 * Plain `--headless` is the new headless mode since Chromium 132 (the old one left the browser).
 * @type {readonly string[]}
 */
export const CHROMIUM_FLAGS = Object.freeze([
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]);
