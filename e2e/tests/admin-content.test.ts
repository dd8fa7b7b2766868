import type { Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import type { ChurchEvent, DeskPost, Slider } from "@lampstand/contract/entities";
import { LIMITS } from "@lampstand/contract/limits";
import { MESSAGES, SERVER_MESSAGES } from "@lampstand/contract/messages";
import { apiUrl, createEvent, createPost, createSlider, dayFromToday, deletePaths, remove, signIn, type Picture } from "../support/api.ts";
import { admin, baseUrl, test } from "../support/fixtures.ts";
import { VIEWPORTS, axeViolations, htmlText, startTags, tagAttributes, visit } from "../support/pages.ts";
import { drawPicture } from "../support/pictures.ts";
import type { PageProblems } from "../support/browser.ts";
import { storedSession } from "../support/staff-session.ts";

/**
 * The staff's content screens (SPEC §2.12, §4, §5, §8): sliders, pastor's desk messages and
 * events made, changed and deleted through the screens in Chromium, each change read back from
 * the public pages' server HTML; the checks and messages of §5; what the spec leaves to us (the
 * picture's preview, progress and refusal in the browser, the unsaved-changes prompt, nothing
 * lost when a save fails or the session ends). Everything this file makes carries TAG in its
 * title and is deleted again at the end, so the other files see the site as they expect it.
 */

const TAG = "E2E content";
const PHONE = { width: 375, height: 812 } as const;
const SCREENS = ["/admin/upload-slider", "/admin/upload-pastordesk", "/admin/upload-event"] as const;

let token: string;
let pictures: Picture[];

test.beforeAll(async ({ browser }) => {
  token = await signIn(baseUrl, admin);
  pictures = await Promise.all([
    drawPicture(browser, { width: 1920, height: 900, from: "#312e81", to: "#fbbf24" }),
    drawPicture(browser, { width: 1600, height: 900, from: "#14532d", to: "#bae6fd" }),
    drawPicture(browser, { width: 1200, height: 800, from: "#7f1d1d", to: "#fef3c7" }),
  ]);
});

/** Whatever a test left behind (a failure halfway) goes too. */
test.afterAll(async () => {
  const list = async <T>(path: string) =>
    (await (await fetch(apiUrl(baseUrl, path), { headers: { Authorization: `Bearer ${token}` } })).json()) as T;
  for (const slider of await list<Slider[]>(API_PATHS.sliders)) {
    if (`${slider.title} ${slider.alt}`.includes(TAG)) await remove(baseUrl, token, deletePaths.slider(slider.id));
  }
  for (const post of await list<DeskPost[]>(API_PATHS.viewDesks)) {
    if (post.title.includes(TAG)) await remove(baseUrl, token, deletePaths.post(post.id));
  }
  for (const event of await list<ChurchEvent[]>(API_PATHS.viewEvents)) {
    if (event.title.includes(TAG)) await remove(baseUrl, token, deletePaths.event(event.id));
  }
});

test.afterEach(({ problems }) => {
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
});

/** An admin screen in a signed-in tab (the staffPage fixture, or a staffTab's page), once its heading is drawn. */
async function openScreen(page: Page, path: string): Promise<Page> {
  expect(await visit(page, `${baseUrl}${path}`)).toBe(200);
  await page.getByRole("heading", { level: 1 }).waitFor();
  return page;
}

/** Waits for the notification of this tone saying `text` (an earlier one may still show for a moment). */
async function notified(page: Page, tone: "success" | "error", text: string): Promise<void> {
  await page.locator(`[data-notification="${tone}"]`, { hasText: text }).waitFor();
}

/** The message above the form's buttons (SPEC §5), once it shows. */
async function formMessage(page: Page): Promise<string> {
  const message = page.locator("[data-form-message]");
  await message.waitFor();
  return (await message.innerText()).trim();
}

/** A field by its label; a required field's label ends in the visible "*". */
const field = (page: Page, label: string): Locator => page.getByLabel(new RegExp(`^${label}\\*?$`));

const card = (page: Page, title: string): Locator => page.locator("[data-item-card]").filter({ hasText: title });

const heading1 = async (page: Page) => (await page.getByRole("heading", { level: 1 }).innerText()).trim();

async function serverHtml(path: string, status = 200): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(status);
  return response.text();
}

const asFile = (picture: Picture, name = picture.filename) => ({ name, mimeType: picture.type, buffer: Buffer.from(picture.bytes) });

/** The expected console lines of a refused request (the browser logs every 4xx answer), and only those, go. */
function expectRefusedRequests(problems: PageProblems, status: number): void {
  const refused = problems.consoleErrors.filter((line) => line.includes(`status of ${status}`));
  expect(refused.length).toBeGreaterThan(0);
  problems.consoleErrors.splice(0, problems.consoleErrors.length, ...problems.consoleErrors.filter((line) => !refused.includes(line)));
}

/** Records what the upload progress bar and the submit button showed while a save ran. */
async function recordProgress(page: Page): Promise<() => Promise<{ bars: number[]; labels: string[]; buttons: string[] }>> {
  await page.evaluate(() => {
    const seen = { bars: [] as number[], labels: [] as string[], buttons: [] as string[] };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLProgressElement>("[data-upload-progress] progress");
      if (bar) {
        seen.bars.push(bar.value);
        seen.labels.push(bar.labels[0]?.textContent ?? "");
      }
      const button = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
      if (button) seen.buttons.push(button.textContent ?? "");
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __seen: { bars: number[]; labels: string[]; buttons: string[] } }).__seen);
}

describe("Upload Slider (SPEC §2.12)", () => {
  test("uploads a real JPEG, previewed first and with its progress shown, and the home page's HTML has it at once", async ({ staffPage }) => {
    const page = await openScreen(staffPage, "/admin/upload-slider");
    expect(await heading1(page)).toBe("Upload Slider");
    expect(await page.getByText("No sliders uploaded yet.").count()).toBe(1);
    expect(await page.getByText("1920px × 900px").count()).toBe(1);

    // SPEC §5: a new slider needs a picture.
    await page.getByRole("button", { name: "Submit" }).click();
    expect(await formMessage(page)).toBe(SERVER_MESSAGES.imageRequired);

    const input = field(page, "Slider picture");
    expect(await input.getAttribute("accept")).toBe("image/*");
    await input.setInputFiles(asFile(pictures[0]!, "harvest.jpg"));
    const preview = page.getByRole("img", { name: "Preview of the chosen picture" });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1920);
    expect(await preview.getAttribute("src")).toMatch(/^blob:/);
    expect(await page.getByText(/harvest\.jpg · \d+(\.\d)? (KB|MB)/).count()).toBe(1);

    await field(page, "Overlay text").fill(`${TAG}: Harvest Sunday`);
    await field(page, "Bible verse").fill("Psalm 126:5");
    await field(page, "Picture description").fill(`${TAG}: baskets of fruit before the altar`);

    // A slow connection, so the bar has something to show.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 50, downloadThroughput: -1, uploadThroughput: 64 * 1024 });
    const seen = await recordProgress(page);
    await page.getByRole("button", { name: "Submit" }).click();
    await notified(page, "success", "Slider uploaded successfully!");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const { bars, labels, buttons } = await seen();
    expect(buttons).toContain("Processing...");
    expect(bars.some((value) => value > 0 && value < 100)).toBe(true);
    expect(labels.some((label) => label.startsWith("Uploading the picture…"))).toBe(true);
    expect(bars.at(-1)).toBe(100);

    // The form is ready for the next one; the grid shows the new slide.
    await card(page, "Harvest Sunday").waitFor();
    expect(await field(page, "Overlay text").inputValue()).toBe("");
    expect(await preview.count()).toBe(0);
    expect(await page.getByRole("heading", { level: 2, name: "Uploaded Sliders (1)" }).count()).toBe(1);

    const html = await serverHtml("/");
    const banner = startTags(html, "img")
      .map(tagAttributes)
      .find((image) => image.alt === `${TAG}: baskets of fruit before the altar`);
    expect(banner?.src).toMatch(/^\/api\/uploads\/[0-9a-f]{64}\.webp$/);
    expect(htmlText(html)).toContain(`${TAG}: Harvest Sunday`);
    expect(htmlText(html)).toContain("Psalm 126:5");
  });

  test("edits a slide's texts without a file picker, Cancel goes back, and Delete asks 'Confirm Delete' first", async ({ staffPage }) => {
    const slider = await createSlider(baseUrl, token, { overlayText: `${TAG}: Youth Week`, bibleVerse: "1 Timothy 4:12", alt: "Young people singing" }, pictures[1]!);
    const page = await openScreen(staffPage, "/admin/upload-slider");
    const slide = card(page, "Youth Week");
    await slide.getByRole("button", { name: /^Edit/ }).click();
    expect(await heading1(page)).toBe("Update Slider");
    // SPEC §2.12: the file picker only when no edit is in progress.
    expect(await field(page, "Slider picture").count()).toBe(0);
    expect(await page.getByText("Current picture").count()).toBe(1);
    expect(await field(page, "Overlay text").inputValue()).toBe(`${TAG}: Youth Week`);
    expect(await field(page, "Bible verse").inputValue()).toBe("1 Timothy 4:12");
    expect(await field(page, "Picture description").inputValue()).toBe("Young people singing");
    expect(await slide.getByText("Being edited").count()).toBe(1);

    // Cancel with nothing changed goes straight back to a new slide.
    await page.getByRole("button", { name: "Cancel" }).click();
    expect(await heading1(page)).toBe("Upload Slider");
    expect(await field(page, "Slider picture").count()).toBe(1);

    await slide.getByRole("button", { name: /^Edit/ }).click();
    await field(page, "Overlay text").fill(`${TAG}: Youth Week 2027`);
    await page.getByRole("button", { name: "Update" }).click();
    await notified(page, "success", "Slider updated successfully!");
    expect(await heading1(page)).toBe("Upload Slider");
    await card(page, "Youth Week 2027").waitFor();
    expect(htmlText(await serverHtml("/"))).toContain(`${TAG}: Youth Week 2027`);

    await card(page, "Youth Week 2027").getByRole("button", { name: /^Delete/ }).click();
    const dialog = page.getByRole("alertdialog", { name: "Confirm Delete" });
    await dialog.waitFor();
    expect(await dialog.getByText("Are you sure you want to delete this slider?").count()).toBe(1);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await card(page, "Youth Week 2027").count()).toBe(1);

    await card(page, "Youth Week 2027").getByRole("button", { name: /^Delete/ }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await notified(page, "success", "Slider deleted successfully!");
    await card(page, "Youth Week 2027").waitFor({ state: "detached" });
    expect(await serverHtml("/")).not.toContain(slider.image);

    // The first test's slide goes too: the empty state, and the home page's default banners again.
    await card(page, "Harvest Sunday").getByRole("button", { name: /^Delete/ }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("No sliders uploaded yet.").waitFor();
    const home = await serverHtml("/");
    expect(home).not.toContain("/api/uploads/");
    expect(home).toContain("/images/banners/banner1.svg");
  });

  test("the slider's message clears itself after 5 seconds", async ({ staffPage }) => {
    const page = await openScreen(staffPage, "/admin/upload-slider");
    await page.getByRole("button", { name: "Submit" }).click();
    await formMessage(page);
    const shown = Date.now();
    await page.locator("[data-form-message]").waitFor({ state: "detached", timeout: 8000 });
    expect(Date.now() - shown).toBeGreaterThan(4000);
  });
});

describe("the picture field, beyond the spec", () => {
  test("refuses a file that is not a picture, or too big, in the browser with the server's words, and sends nothing", async ({ staffPage }) => {
    const page = await openScreen(staffPage, "/admin/upload-pastordesk");
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") sent.push(request.url());
    });
    const input = field(page, "Picture");
    const fieldError = (text: string) => page.getByText(text, { exact: true });

    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Sunday notes") });
    await fieldError(SERVER_MESSAGES.notAnImage).waitFor();
    expect(await input.getAttribute("aria-invalid")).toBe("true");
    expect(await input.evaluate((element: HTMLInputElement) => element.files?.length)).toBe(0);

    // Named and typed as a JPEG, but no picture inside: the preview cannot draw it.
    await input.setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("this is not a JPEG at all") });
    await fieldError(SERVER_MESSAGES.notAnImage).waitFor();
    await page.getByRole("img", { name: "Preview of the chosen picture" }).waitFor({ state: "detached" });

    await input.setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(LIMITS.uploadBytes + 1, 0xff) });
    await fieldError(SERVER_MESSAGES.imageTooLarge).waitFor();
    expect(await page.getByRole("img", { name: "Preview of the chosen picture" }).count()).toBe(0);

    // A real picture takes the refusal's place; "Remove this picture" takes it back.
    await input.setInputFiles(asFile(pictures[2]!));
    await page.getByRole("img", { name: "Preview of the chosen picture" }).waitFor();
    expect(await fieldError(SERVER_MESSAGES.imageTooLarge).count()).toBe(0);
    await page.getByRole("button", { name: "Remove this picture" }).click();
    expect(await page.getByRole("img", { name: "Preview of the chosen picture" }).count()).toBe(0);
    expect(await input.evaluate((element: HTMLInputElement) => element.value)).toBe("");
    expect(sent).toEqual([]);
  });
});

describe("Upload Pastor Desk Message (SPEC §2.12)", () => {
  const MESSAGE = "Walking by Faith\n\nFor we walk by faith, not by sight.\n\n2 Corinthians 5:7\n\nGod bless you all.";

  test("asks for every field and a picture with 'Please fill in all required fields'", async ({ staffPage }) => {
    const page = await openScreen(staffPage, "/admin/upload-pastordesk");
    await page.getByRole("heading", { level: 2, name: "Pastor's Desk Messages (0)" }).waitFor();
    expect(await page.getByText("No pastor desk messages found. Add your first message now.").count()).toBe(1);

    await page.getByRole("button", { name: "Publish now" }).click();
    expect(await formMessage(page)).toBe(MESSAGES.fillRequiredFields);
    for (const label of ["Title", "Month", "Year", "Message", "Picture"]) {
      expect(await field(page, label).getAttribute("aria-invalid"), label).toBe("true");
    }
    // The first field to fix has the focus.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await field(page, "Title").getAttribute("id"));

    // Blank is blank, spaces or not; and the text alone is not enough.
    await field(page, "Title").fill("   ");
    await field(page, "Month").fill("November");
    await field(page, "Year").fill("2026");
    await field(page, "Message").fill(MESSAGE);
    await page.getByRole("button", { name: "Publish now" }).click();
    expect(await field(page, "Title").getAttribute("aria-invalid")).toBe("true");
    expect(await field(page, "Month").getAttribute("aria-invalid")).toBeNull();
    await field(page, "Title").fill(`${TAG}: no picture`);
    await page.getByRole("button", { name: "Publish now" }).click();
    expect(await formMessage(page)).toBe(MESSAGES.fillRequiredFields);
    expect(await page.getByText(SERVER_MESSAGES.imageRequired).count()).toBe(1);
  });

  test("creates, views, edits and deletes a post, each change on the public pages at once", async ({ staffPage }) => {
    const page = await openScreen(staffPage, "/admin/upload-pastordesk");
    await field(page, "Title").fill(`${TAG}: Walking by faith`);
    await field(page, "Month").fill("November");
    await field(page, "Year").fill("2026");
    await field(page, "Message").fill(MESSAGE);
    await field(page, "Picture").setInputFiles(asFile(pictures[2]!));
    await page.getByRole("button", { name: "Publish now" }).click();
    await notified(page, "success", "Post uploaded successfully!");

    const post = card(page, "Walking by faith");
    await post.waitFor();
    expect(await page.getByRole("heading", { level: 2, name: /^Pastor's Desk Messages \(\d+\)$/ }).count()).toBe(1);
    expect(await post.getByText("November 2026").count()).toBe(1);
    // The message is clamped to two lines on the card.
    expect(await post.locator(".line-clamp-2").innerText()).toContain("Walking by Faith");
    const view = post.getByRole("link", { name: /^View/ });
    const id = Number((await view.getAttribute("href"))!.replace("/admin/post/", ""));
    expect(id).toBeGreaterThan(0);

    expect(htmlText(await serverHtml("/pastor-desk"))).toContain(`November 2026 - ${TAG}: Walking by faith`);
    const publicPost = await serverHtml(`/pastor-desk/${id}`);
    expect(htmlText(publicPost)).toContain("For we walk by faith, not by sight.");
    expect(publicPost).toMatch(/<img[^>]+src="\/api\/uploads\/[0-9a-f]{64}\.webp"/);

    // View: the post as the public page draws it, with the ways back.
    await view.click();
    await page.waitForURL(`${baseUrl}/admin/post/${id}`);
    await page.getByRole("heading", { level: 1, name: `${TAG}: Walking by faith` }).waitFor();
    expect(await page.getByText("November 2026", { exact: true }).count()).toBe(1);
    expect(await page.getByRole("heading", { level: 2, name: "Walking by Faith" }).count()).toBe(1);
    expect(await page.getByText("2 Corinthians 5:7").count()).toBe(1);
    expect(await page.getByRole("link", { name: "Open on the website" }).getAttribute("href")).toBe(`/pastor-desk/${id}`);
    await page.getByRole("link", { name: "Back to Pastor's Desk Messages" }).click();
    await page.waitForURL(`${baseUrl}/admin/upload-pastordesk`);

    // Edit: the form filled from the post; its own picture counts, so none is needed.
    await card(page, "Walking by faith").getByRole("button", { name: /^Edit/ }).click();
    expect(await heading1(page)).toBe("Update Pastor Desk Message");
    expect(await field(page, "Message").inputValue()).toBe(MESSAGE);
    expect(await page.getByText("Current picture").count()).toBe(1);
    await field(page, "Title").fill(`${TAG}: Walking by faith, not by sight`);
    await field(page, "Month").fill("December");
    await page.getByRole("button", { name: "Publish now" }).click();
    await notified(page, "success", "Post updated successfully!");
    expect(await heading1(page)).toBe("Upload Pastor Desk Message");
    await card(page, "not by sight").waitFor();
    const edited = htmlText(await serverHtml(`/pastor-desk/${id}`));
    expect(edited).toContain(`${TAG}: Walking by faith, not by sight`);
    expect(edited).toContain("December 2026");

    await card(page, "not by sight").getByRole("button", { name: /^Delete/ }).click();
    const dialog = page.getByRole("alertdialog");
    expect(await dialog.getByText("Are you sure you want to delete this post?").count()).toBe(1);
    expect(await dialog.getByRole("button").allInnerTexts()).toEqual(["Cancel", "Delete"]);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await notified(page, "success", "Post deleted successfully!");
    await card(page, "not by sight").waitFor({ state: "detached" });
    await serverHtml(`/pastor-desk/${id}`, 404);
    expect(htmlText(await serverHtml("/pastor-desk"))).not.toContain(TAG);
  });

  test("keeps what was typed when the session ends mid-save, and gives it back after signing in again", async ({ staffTab, problems }) => {
    const session = await signIn(baseUrl, admin);
    // A session of its own: this test ends it.
    const page = await openScreen((await staffTab({ viewport: VIEWPORTS.desktop }, { token: session })).page, "/admin/upload-pastordesk");
    await field(page, "Title").fill(`${TAG}: Kept through a new sign-in`);
    await field(page, "Month").fill("October");
    await field(page, "Year").fill("2026");
    await field(page, "Message").fill("Every word of this stays.");
    await field(page, "Picture").setInputFiles(asFile(pictures[2]!));

    // The session ends elsewhere (signed out on another device).
    await fetch(apiUrl(baseUrl, API_PATHS.logout), { method: "POST", headers: { Authorization: `Bearer ${session}` } });
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.waitForURL(`${baseUrl}/login?expired=1`);
    // The address changes as the navigation commits; the page draws a moment later (under load, noticeably).
    await page.getByText(MESSAGES.sessionExpired).first().waitFor();
    expectRefusedRequests(problems, 401);

    await field(page, "Email").fill(admin.email);
    await field(page, "Password").fill(admin.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL(`${baseUrl}/admin`);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Upload Pst Desk" }).click();
    await page.getByText("Your session ended before this was saved").waitFor();
    expect(await field(page, "Title").inputValue()).toBe(`${TAG}: Kept through a new sign-in`);
    expect(await field(page, "Month").inputValue()).toBe("October");
    expect(await field(page, "Message").inputValue()).toBe("Every word of this stays.");
    // Kept once: the draft is not offered again.
    expect(await page.evaluate(() => Object.keys(window.sessionStorage).filter((key) => key.startsWith("lampstand:draft:")))).toEqual([]);
  });
});

describe("Upload Event (SPEC §2.12)", () => {
  const fillEvent = async (page: Page, title: string) => {
    await field(page, "Title").fill(title);
    await field(page, "Description").fill("An evening of songs and testimonies.\nA meal follows.");
    await field(page, "Ministry").fill("Music Ministry");
    await field(page, "Date").fill(dayFromToday(40));
    await field(page, "Time").fill("19:30");
    await field(page, "Venue").fill("Main Sanctuary");
  };

  test("asks for every field and a picture for a new event with 'All fields are required!', gone after 3 seconds", async ({ staffPage }) => {
    const page = await openScreen(staffPage, "/admin/upload-event");
    expect(await heading1(page)).toBe("Upload Event");
    await page.getByRole("heading", { level: 2, name: "Events List" }).waitFor();
    expect(await page.getByText("No events found.").count()).toBe(1);

    await page.getByRole("button", { name: "Submit" }).click();
    expect(await formMessage(page)).toBe(MESSAGES.allFieldsRequired);
    const shown = Date.now();
    for (const label of ["Title", "Description", "Ministry", "Date", "Time", "Venue", "Picture"]) {
      expect(await field(page, label).getAttribute("aria-invalid"), label).toBe("true");
    }
    await page.locator("[data-form-message]").waitFor({ state: "detached", timeout: 6000 });
    expect(Date.now() - shown).toBeGreaterThan(2000);

    await fillEvent(page, `${TAG}: without a picture`);
    await page.getByRole("button", { name: "Submit" }).click();
    expect(await formMessage(page)).toBe(MESSAGES.allFieldsRequired);
    expect(await field(page, "Picture").getAttribute("aria-invalid")).toBe("true");
  });

  test("creates, edits and deletes an event, the time sent as '07:30 PM', each change on the public pages at once", async ({ staffPage }) => {
    const page = await openScreen(staffPage, "/admin/upload-event");
    await fillEvent(page, `${TAG}: Harvest Praise Night`);
    await field(page, "Picture").setInputFiles(asFile(pictures[1]!));
    await page.getByRole("button", { name: "Submit" }).click();
    await notified(page, "success", "Event uploaded successfully!");
    // Picked as 19:30, stored as the form sent it (the browser does not show a body with a file in it).
    const events = (await (await fetch(apiUrl(baseUrl, API_PATHS.viewEvents))).json()) as ChurchEvent[];
    expect(events.find((candidate) => candidate.title === `${TAG}: Harvest Praise Night`)?.event_time).toBe("07:30 PM");

    const event = card(page, "Harvest Praise Night");
    await event.waitFor();
    const details = event.getByRole("link", { name: /^Details/ });
    const id = Number((await details.getAttribute("href"))!.replace("/events/", ""));
    const shown = htmlText(await serverHtml(`/events/${id}`));
    expect(shown).toContain(`${TAG}: Harvest Praise Night`);
    expect(shown).toContain("07:30 PM");
    expect(shown).toContain("Music Ministry");
    expect(htmlText(await serverHtml("/events/all"))).toContain(`${TAG}: Harvest Praise Night`);

    // Editing scrolls to the top, where the form is, and fills the picker back from "07:30 PM".
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await event.getByRole("button", { name: /^Edit/ }).click();
    expect(await heading1(page)).toBe("Update Event");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await field(page, "Time").inputValue()).toBe("19:30");
    expect(await field(page, "Date").inputValue()).toBe(dayFromToday(40));
    expect(await field(page, "Picture").getAttribute("aria-required")).toBeNull();
    await field(page, "Venue").fill("Fellowship Hall");
    await page.getByRole("button", { name: "Update" }).click();
    await notified(page, "success", "Event updated successfully!");
    expect(await heading1(page)).toBe("Upload Event");
    expect(htmlText(await serverHtml(`/events/${id}`))).toContain("Fellowship Hall");

    await card(page, "Harvest Praise Night").getByRole("button", { name: /^Delete/ }).click();
    const dialog = page.getByRole("alertdialog");
    expect(await dialog.getByText("Are you sure you want to delete this event?").count()).toBe(1);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await notified(page, "success", "Event deleted successfully!");
    await page.getByText("No events found.").waitFor();
    await serverHtml(`/events/${id}`, 404);
  });

  test("an event stored as '19:30' shows 19:30 in the picker and goes back as '07:30 PM'", async ({ staffPage }) => {
    const stored = await createEvent(baseUrl, token, {
      title: `${TAG}: Stored in 24-hour time`,
      description: "Made through the API.",
      ministry: "Youth Ministry",
      date: dayFromToday(50),
      event_time: "19:30",
      venue: "Youth Hall",
    });
    const page = await openScreen(staffPage, "/admin/upload-event");
    const bodies: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(apiPath(API_PATHS.editEvent, { id: stored.id }))) bodies.push(request.postDataBuffer()?.toString("latin1") ?? "");
    });
    await card(page, "Stored in 24-hour time").getByRole("button", { name: /^Edit/ }).click();
    expect(await field(page, "Time").inputValue()).toBe("19:30");
    await page.getByRole("button", { name: "Update" }).click();
    await notified(page, "success", "Event updated successfully!");
    expect(bodies[0]).toMatch(/name="event_time"\r\n\r\n07:30 PM\r\n/);
    const events = (await (await fetch(apiUrl(baseUrl, API_PATHS.viewEvents))).json()) as ChurchEvent[];
    expect(events.find((event) => event.id === stored.id)?.event_time).toBe("07:30 PM");
  });

  test("a save that fails keeps everything typed and says why", async ({ staffPage, problems }) => {
    const doomed = await createEvent(baseUrl, token, {
      title: `${TAG}: Removed meanwhile`,
      description: "Another staff member deletes it while it is being edited.",
      ministry: "Men Ministry",
      date: dayFromToday(60),
      event_time: "08:00 AM",
      venue: "Chapel",
    });
    const page = await openScreen(staffPage, "/admin/upload-event");
    await card(page, "Removed meanwhile").getByRole("button", { name: /^Edit/ }).click();
    await field(page, "Venue").fill("A venue typed with care");
    await remove(baseUrl, token, deletePaths.event(doomed.id));
    await page.getByRole("button", { name: "Update" }).click();
    await notified(page, "error", "Event not found.");
    expectRefusedRequests(problems, 404);
    expect(await heading1(page)).toBe("Update Event");
    expect(await field(page, "Venue").inputValue()).toBe("A venue typed with care");
    expect(await field(page, "Title").inputValue()).toBe(`${TAG}: Removed meanwhile`);
    expect(await field(page, "Time").inputValue()).toBe("08:00");
  });
});

describe("unsaved changes (beyond the spec)", () => {
  const leaveDialog = (page: Page) => page.getByRole("alertdialog", { name: "Leave without saving?" });

  test("the sidebar and Logout ask before leaving a form with changes; staying keeps them", async ({ staffPage }) => {
    const page = await openScreen(staffPage, "/admin/upload-pastordesk");
    const sidebar = page.getByRole("navigation", { name: "Admin" });
    // Nothing typed: nothing to ask.
    await sidebar.getByRole("link", { name: "Upload Event" }).click();
    await page.waitForURL(`${baseUrl}/admin/upload-event`);
    await field(page, "Title").fill("Half-written event");

    await sidebar.getByRole("link", { name: "Upload Slider" }).click();
    await leaveDialog(page).waitFor();
    await leaveDialog(page).getByRole("button", { name: "Stay on this page" }).click();
    await leaveDialog(page).waitFor({ state: "hidden" });
    expect(page.url()).toBe(`${baseUrl}/admin/upload-event`);
    expect(await field(page, "Title").inputValue()).toBe("Half-written event");

    // Logout is a way out too: it asks, and staying keeps the session as well as the text.
    await page.getByRole("button", { name: "Logout" }).click();
    await leaveDialog(page).waitFor();
    await leaveDialog(page).getByRole("button", { name: "Stay on this page" }).click();
    await leaveDialog(page).waitFor({ state: "hidden" });
    expect((await storedSession(page)).token).not.toBeNull();
    expect(await field(page, "Title").inputValue()).toBe("Half-written event");

    await sidebar.getByRole("link", { name: "Upload Slider" }).click();
    await leaveDialog(page).getByRole("button", { name: "Leave without saving" }).click();
    await page.waitForURL(`${baseUrl}/admin/upload-slider`);
  });

  test("the browser's Back asks too, and so do a reload or closing the tab", async ({ staffPage }) => {
    const page = await openScreen(staffPage, "/admin");
    await page.getByRole("main").getByRole("link", { name: "Upload Slider" }).click();
    await page.waitForURL(`${baseUrl}/admin/upload-slider`);
    await field(page, "Overlay text").fill("Unsaved words");

    await page.goBack();
    await leaveDialog(page).waitFor();
    await leaveDialog(page).getByRole("button", { name: "Stay on this page" }).click();
    expect(page.url()).toBe(`${baseUrl}/admin/upload-slider`);
    expect(await field(page, "Overlay text").inputValue()).toBe("Unsaved words");

    const prompts: string[] = [];
    page.on("dialog", (dialog) => {
      prompts.push(dialog.type());
      void dialog.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => prompts).toEqual(["beforeunload"]);
  });

  test("Edit of another item and Cancel ask before dropping changes", async ({ staffPage }) => {
    await createPost(baseUrl, token, { title: `${TAG}: First letter`, month: "January", year: "2027", message: "First." }, pictures[2]);
    await createPost(baseUrl, token, { title: `${TAG}: Second letter`, month: "February", year: "2027", message: "Second." }, pictures[2]);
    const page = await openScreen(staffPage, "/admin/upload-pastordesk");
    await card(page, "First letter").getByRole("button", { name: /^Edit/ }).click();
    await field(page, "Message").fill("First, rewritten.");

    const discard = page.getByRole("alertdialog", { name: "Discard your changes?" });
    await card(page, "Second letter").getByRole("button", { name: /^Edit/ }).click();
    await discard.getByRole("button", { name: "Keep editing" }).click();
    expect(await field(page, "Title").inputValue()).toBe(`${TAG}: First letter`);
    expect(await field(page, "Message").inputValue()).toBe("First, rewritten.");

    await page.getByRole("button", { name: "Cancel" }).click();
    await discard.getByRole("button", { name: "Discard changes" }).click();
    expect(await heading1(page)).toBe("Upload Pastor Desk Message");
    expect(await field(page, "Message").inputValue()).toBe("");
  });
});

describe("phones and keyboards", () => {
  test("every content screen passes axe and fits the screen at 1280 and 375 px", { timeout: 120_000 }, async ({ staffTab }) => {
    await createSlider(baseUrl, token, { overlayText: `${TAG}: Axe slide`, alt: `${TAG}: a sunrise over the church` }, pictures[0]!);
    const post = await createPost(baseUrl, token, { title: `${TAG}: Axe letter`, month: "March", year: "2027", message: "Grace and peace.\n\nGod bless you." }, pictures[2]);
    await createEvent(baseUrl, token, { title: `${TAG}: Axe event`, description: "Checked.", ministry: "Evangelism", date: dayFromToday(70), event_time: "10:00 AM", venue: "Park" });
    for (const viewport of [VIEWPORTS.desktop, PHONE]) {
      for (const path of [...SCREENS, `/admin/post/${post.id}`]) {
        const page = await openScreen((await staffTab({ viewport })).page, path);
        await page.locator("[data-item-card], article").first().waitFor();
        expect(await axeViolations(page), `${path} at ${viewport.width}px`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${viewport.width}px`).toBeLessThanOrEqual(viewport.width);
        if (path === "/admin/upload-event") {
          // With a picture chosen, its preview, and the delete dialog open.
          await field(page, "Picture").setInputFiles(asFile(pictures[1]!));
          await page.getByRole("img", { name: "Preview of the chosen picture" }).waitFor();
          await card(page, "Axe event").getByRole("button", { name: /^Delete/ }).click();
          await page.getByRole("alertdialog").waitFor();
          expect(await axeViolations(page), `dialog at ${viewport.width}px`).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        }
        await page.context().close();
      }
    }
  });

  test("the keyboard reaches every field and button of a form, each visibly focused", async ({ staffTab }) => {
    const page = await openScreen((await staffTab({ viewport: PHONE })).page, "/admin/upload-event");
    await page.getByRole("heading", { level: 1 }).focus();
    const reached: Array<{ name: string; visible: boolean }> = [];
    // Date and time inputs take several presses (one per part: month, day, year…): each is listed once.
    for (let step = 0; step < 25 && reached.at(-1)?.name !== "Submit"; step++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        const label = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
        return {
          name: (label ?? element.textContent ?? "").replace("*", "").trim(),
          visible: style.outlineStyle !== "none" || style.boxShadow !== "none",
        };
      });
      if (focused.name !== reached.at(-1)?.name) reached.push(focused);
    }
    expect(reached.map((element) => element.name)).toEqual(["Title", "Description", "Ministry", "Date", "Time", "How often", "Venue", "Picture", "Submit"]);
    expect(reached.filter((element) => !element.visible)).toEqual([]);
  });
});
