import { chromium, type Browser, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";

/** The system Chromium with the flags the Lighthouse script uses too (chromium.mjs). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
}

export type PageProblems = {
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: string[];
};

export function noProblems(): PageProblems {
  return { consoleErrors: [], pageErrors: [], cspViolations: [] };
}

/**
 * Records what a visitor would not see but must not happen: console errors (React reports
 * hydration mismatches there), uncaught exceptions, and Content-Security-Policy violations.
 * Call before the first navigation. Several tabs may share one record: a test's problems are
 * those of every tab it opened.
 */
export async function watchForProblems(page: Page, problems: PageProblems = noProblems()): Promise<PageProblems> {
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const { url } = message.location();
    problems.consoleErrors.push(url ? `${message.text()} [${url}]` : message.text());
  });
  page.on("pageerror", (error) => problems.pageErrors.push(error.message));
  await page.exposeFunction("__reportCspViolation", (text: string) => problems.cspViolations.push(text));
  // Init scripts come from the browser itself, so the page's CSP does not stop this listener.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return problems;
}

/** Resolves once React has hydrated the page, so late errors (hydration mismatches) are in. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const router = (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } })
      .__reactRouterDataRouter;
    return router?.state.initialized === true;
  });
  await page.waitForLoadState("networkidle");
}
