import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { siteConfig } from "@lampstand/web/site-config";
import { baseUrl, test } from "../support/fixtures.ts";
import { VIEWPORTS } from "../support/pages.ts";

/** The giving pages (SPEC §2.9): the four ways to give, text-to-give, and the donation wizard (§4, §5). */

test.afterEach(({ problems }) => {
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
});

/**
 * Every request the page makes from now on (the page's own document loads are already done),
 * but for the site's own script files, which parts of the frame fetch at the first interaction (ADR 020).
 */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "GET" && /^\/assets\/[^/]+\.js$/.test(new URL(request.url()).pathname)) return;
    requests.push(`${request.method()} ${request.url()}`);
  });
  return requests;
}

/** The "n/3" badge beside the step's title (its "Step " prefix is for screen readers only). */
const stepIndicator = async (page: Page) => (await page.locator("[data-step-indicator]").innerText()).replace(/^Step\s*/, "");

const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? "");

describe("/donate", () => {
  test("offers the four ways to give with the right links", async ({ open }) => {
    const page = await open("/donate");
    const options = page.getByRole("region", { name: "Choose how you would like to give" }).getByRole("article");
    expect(await options.count()).toBe(4);
    const found = await options.evaluateAll((articles) =>
      articles.map((article) => ({
        title: article.querySelector("h3")?.textContent,
        href: article.querySelector("a")?.getAttribute("href"),
      })),
    );
    expect(found).toEqual([
      { title: "Give by Text", href: "/give-by-text" },
      { title: "Online Donation", href: "/online-donation" },
      { title: "Give through our giving partner", href: "/" },
      { title: "Give with a mobile payment app", href: "/" },
    ]);

    await page.getByRole("link", { name: "Start online giving" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Online Donation");
  });
});

describe("/give-by-text", () => {
  test("says to text the keyword to the number from the site config, and how to get a year-end receipt", async ({ open }) => {
    const page = await open("/give-by-text");
    const { keyword, number } = siteConfig.textToGive;
    expect(keyword).toBe("GIVE");
    const text = await page.locator("main").innerText();
    expect(text).toContain(`Text ${keyword} to ${number}`);
    expect(text).toMatch(/year-end receipt/i);
    expect(text).toMatch(/create an account/i);
    const sms = page.getByRole("link", { name: "Open my messages" });
    expect(await sms.getAttribute("href")).toBe(`sms:${number.replace(/[^\d+]/g, "")}?body=${keyword}`);
  });
});

describe("/online-donation wizard", () => {
  test("walks the three steps, checks the frequency, reports success on the page, and sends nothing", async ({ open }) => {
    const page = await open("/online-donation");
    const requests = recordRequests(page);

    expect(await page.getByText("No payment is taken online yet.").isVisible()).toBe(true);
    const form = page.locator("form");
    expect(await form.getAttribute("action")).toBeNull();
    expect(await form.getAttribute("method")).toBe("dialog");

    // Step 1: Your Gift (1/3).
    expect(await page.getByRole("heading", { level: 2, name: "Your Gift" }).isVisible()).toBe(true);
    expect(await stepIndicator(page)).toBe("1/3");
    expect(await page.getByRole("button", { name: "Previous" }).count()).toBe(0);
    for (const fund of ["First Fruits", "Offering", "Building Fund", "Pastor's Wives Forum"]) {
      const input = page.getByLabel(fund, { exact: true });
      expect(await input.getAttribute("type")).toBe("number");
      expect(await input.getAttribute("min")).toBe("0");
      expect(await input.getAttribute("inputmode")).toBe("decimal");
    }
    await page.getByLabel("First Fruits", { exact: true }).fill("150");
    await page.getByLabel("Building Fund", { exact: true }).fill("40.50");

    // Step 2: Your Billing Information (2/3); focus lands on the step's heading.
    await page.getByRole("button", { name: "Next" }).click();
    const billing = page.getByRole("heading", { level: 2, name: "Your Billing Information" });
    await expect.poll(() => billing.isVisible()).toBe(true);
    expect(await stepIndicator(page)).toBe("2/3");
    await expect.poll(() => focusedText(page)).toBe("Your Billing Information");
    for (const label of ["First name", "Last name", "Email", "Phone", "Street address", "City", "State / Province / Region", "Zip code"]) {
      const input = page.getByLabel(label);
      expect(await input.isVisible()).toBe(true);
      // Marked required, but not checked by the browser or the page (SPEC §5).
      expect(await input.getAttribute("aria-required")).toBe("true");
      expect(await input.getAttribute("required")).toBeNull();
    }
    const country = page.getByLabel("Country");
    expect(await country.locator("option").allInnerTexts()).toEqual(["USA", "Canada", "UK"]);
    await page.getByLabel("First name").fill("Grace");
    await country.selectOption("Canada");

    // Previous keeps what was typed.
    await page.getByRole("button", { name: "Previous" }).click();
    await expect.poll(() => focusedText(page)).toBe("Your Gift");
    expect(await page.getByLabel("First Fruits", { exact: true }).inputValue()).toBe("150");
    expect(await page.getByLabel("Building Fund", { exact: true }).inputValue()).toBe("40.50");
    await page.getByRole("button", { name: "Next" }).click();
    expect(await page.getByLabel("First name").inputValue()).toBe("Grace");
    expect(await page.getByLabel("Country").inputValue()).toBe("Canada");

    // Step 3: Your Payment Information (3/3); billing fields left empty are not checked.
    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 2, name: "Your Payment Information" }).isVisible()).toBe(true);
    expect(await stepIndicator(page)).toBe("3/3");
    await expect.poll(() => focusedText(page)).toBe("Your Payment Information");
    expect(await page.getByRole("button", { name: "Next" }).count()).toBe(0);
    expect(await page.locator("[data-total]").innerText()).toMatch(/^₦6,000/);
    expect(await page.getByText(/card field starts .* once the payment condition is met/).isVisible()).toBe(true);

    // Submit without a frequency: the spec's message, tied to the radio group.
    const frequency = page.getByRole("radiogroup", { name: /How often would you like to give/ });
    expect(await frequency.getByRole("radio").count()).toBe(2);
    await page.getByRole("button", { name: "Submit" }).click();
    const alert = page.getByRole("alert");
    await expect.poll(() => alert.innerText()).toBe("Please select a donation frequency");
    expect(await frequency.getAttribute("aria-invalid")).toBe("true");
    expect(await frequency.getAttribute("aria-describedby")).toBe(await alert.getAttribute("id"));
    expect(await page.getByRole("heading", { level: 2, name: "Your Payment Information" }).isVisible()).toBe(true);

    // With a frequency: success, here on the page.
    await frequency.getByRole("radio", { name: /Monthly support/ }).check();
    await expect.poll(() => page.getByText("Please select a donation frequency").count()).toBe(0);
    expect(await frequency.getAttribute("aria-invalid")).toBeNull();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => focusedText(page)).toBe("Thank you for your generosity!");
    expect(await page.getByRole("status").innerText()).toMatch(/no payment was taken/i);
    expect(page.url()).toBe(`${baseUrl}/online-donation`);

    // Plan another gift: back to an empty step 1.
    await page.getByRole("button", { name: "Plan another gift" }).click();
    await expect.poll(() => focusedText(page)).toBe("Your Gift");
    expect(await page.getByLabel("First Fruits", { exact: true }).inputValue()).toBe("");

    // The wizard made no request at all: no /api call, no form post, nothing else.
    expect(requests).toEqual([]);
  });

  test("moves with the keyboard: Enter goes to the next step, and Submit with Enter needs a frequency", async ({ open }) => {
    const page = await open("/online-donation", { viewport: VIEWPORTS.mobile });
    const requests = recordRequests(page);
    await page.getByLabel("Offering", { exact: true }).fill("25");
    await page.keyboard.press("Enter");
    await expect.poll(() => focusedText(page)).toBe("Your Billing Information");
    await page.getByLabel("City").fill("Houston");
    await page.keyboard.press("Enter");
    await expect.poll(() => focusedText(page)).toBe("Your Payment Information");

    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe("radio");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("alert").innerText()).toBe("Please select a donation frequency");
    await page.keyboard.press("Space");
    await page.keyboard.press("Enter");
    await expect.poll(() => focusedText(page)).toBe("Thank you for your generosity!");
    expect(requests).toEqual([]);
  });

  test("sends nothing even before its JavaScript runs", async ({ open }) => {
    const page = await open("/online-donation", { javaScriptEnabled: false });
    const requests = recordRequests(page);
    await page.getByLabel("First Fruits", { exact: true }).fill("10");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Offering", { exact: true }).press("Enter");
    await page.waitForTimeout(500);
    expect(page.url()).toBe(`${baseUrl}/online-donation`);
    // The browser fetches the tab's icon on its own, whenever it likes; anything else would be the form.
    expect(requests.filter((request) => !request.endsWith("/favicon.svg"))).toEqual([]);
  });
});
