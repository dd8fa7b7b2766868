import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { watchForProblems, waitForHydration, type PageProblems } from "./browser.ts";

/** The two widths every public page is checked at. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/** One tab kept for many visits (cheaper than a page per visit), with its problems watched. */
export type WatchedTab = { context: BrowserContext; page: Page; problems: PageProblems; close(): Promise<void> };

/** Its problems go to `problems` when given (shared with other tabs), else to a record of its own. */
export async function openWatchedTab(browser: Browser, options: BrowserContextOptions = {}, problems?: PageProblems): Promise<WatchedTab> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  return { context, page, problems: await watchForProblems(page, problems), close: () => context.close() };
}

/** Empties the recorded problems before the next visit, keeping the listeners. */
export function clearProblems(problems: PageProblems): void {
  problems.consoleErrors.length = 0;
  problems.pageErrors.length = 0;
  problems.cspViolations.length = 0;
}

/** Opens `url`, waits for hydration, and returns the response status. */
export async function visit(page: Page, url: string): Promise<number | undefined> {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response?.status();
}

/** axe's violations on the page as short lines (rule, help, first offending nodes), [] when clean. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  if (results.passes.length === 0) throw new Error("axe did not run in the page");
  return results.violations.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(" "))
      .join(", ");
    return `${violation.id}: ${violation.help} (${violation.nodes.length}: ${nodes})`;
  });
}

/** Text of an HTML fragment as a reader sees it: tags dropped, React's text separators and entities resolved. */
export function htmlText(fragment: string): string {
  return decodeEntities(fragment.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(parseInt(dec, 10)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&");
}

/** The attributes of an HTML start tag, names lower-cased, values decoded. */
export function tagAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/\s([a-zA-Z:_-]+)(?:="([^"]*)")?/g)) {
    attributes[match[1]!.toLowerCase()] = decodeEntities(match[2] ?? "");
  }
  return attributes;
}

/** Every start tag of one element name in a document, e.g. all `<meta …>`. */
export function startTags(html: string, name: string): string[] {
  return html.match(new RegExp(`<${name}\\b[^>]*>`, "gi")) ?? [];
}
