import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { OUTBOX_MESSAGES, type OutboxItem, type OutboxPage } from "@lampstand/contract/outbox";
import { mailOutbox } from "../../db/schema.ts";
import { queueMail, type MailContent } from "../../mail/outbox.ts";
import { useTestSmtpServer } from "../../test-support/mail.ts";
import { body, signUpAndLogIn, startTestApp, useTestApp, type TestContext } from "../../test-support/test-app.ts";

const invitation: MailContent = {
  kind: "invitation",
  to: ["new.staff@example.org"],
  subject: "You are invited to help run the Lampstand website",
  paragraphs: ["Grace invited you."],
  action: { label: "Choose your password", url: "https://church.example.org/invite?token=visible-to-admins" },
};
const reset: MailContent = {
  kind: "password-reset",
  to: ["grace@example.org"],
  subject: "Reset your password",
  paragraphs: ["Someone asked to reset your password."],
  action: { label: "Choose a new password", url: "https://church.example.org/reset-password?token=only-for-grace" },
  secret: true,
};

async function outbox(t: Pick<TestContext, "app" | "auth">, query = ""): Promise<OutboxPage> {
  const response = await t.app.inject({ method: "GET", url: `/api/outbox${query}`, headers: t.auth });
  expect(response.statusCode, response.body).toBe(200);
  return body<OutboxPage>(response);
}

describe("outbox without SMTP_URL: mails wait, and staff see why", () => {
  const t = useTestApp();

  it("says e-mail is not set up, how many wait, and shows an invitation's link but never a secret one", async () => {
    const db = t.testDb.database.db;
    await db.transaction(async (tx) => {
      await queueMail(tx, invitation);
      await queueMail(tx, reset);
    });
    const summary = await t.app.inject({ method: "GET", url: "/api/outbox/summary", headers: t.auth });
    expect(body(summary)).toEqual({ smtp_configured: false, waiting: 2, failed: 0 });
    const page = await outbox(t);
    expect(page).toMatchObject({ smtp_configured: false, counts: { waiting: 2, sent: 0, failed: 0 }, total: 2, page: 1, pages: 1 });
    const [newest, older] = page.mails as [OutboxItem, OutboxItem];
    expect(newest).toMatchObject({ kind: "password-reset", status: "waiting", secret: true, link: null });
    expect(older).toMatchObject({ kind: "invitation", link: invitation.action!.url, attempts: 0 });
    expect(JSON.stringify(page)).not.toContain("only-for-grace");
  });

  it("is staff's only, and refuses what a client can get wrong with a 4xx that says so", async () => {
    for (const [method, url] of [["GET", "/api/outbox"], ["GET", "/api/outbox/summary"], ["POST", "/api/outbox/1/resend"]] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
    const badStatus = await t.app.inject({ method: "GET", url: "/api/outbox?status=lost", headers: t.auth });
    expect(badStatus.statusCode).toBe(400);
    expect(body(badStatus).message).toMatch(/status.*waiting, sent, failed/);
    expect((await t.app.inject({ method: "GET", url: "/api/outbox?page=0", headers: t.auth })).statusCode).toBe(400);
    const missing = await t.app.inject({ method: "POST", url: "/api/outbox/999999/resend", headers: t.auth });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: "/api/outbox/not-a-number/resend", headers: t.auth })).statusCode).toBe(404);
    const waiting = (await outbox(t)).mails[0]!;
    const stillWaiting = await t.app.inject({ method: "POST", url: `/api/outbox/${waiting.id}/resend`, headers: t.auth });
    expect(stillWaiting.statusCode).toBe(409);
    expect(body(stillWaiting).message).toBe(OUTBOX_MESSAGES.stillWaiting);
  });

  it("lists newest first, a page at a time, and by status", async () => {
    const db = t.testDb.database.db;
    for (let i = 0; i < 30; i++) await queueMail(db, { ...invitation, subject: `Invitation ${i}` });
    const first = await outbox(t);
    expect(first.mails).toHaveLength(25);
    expect(first.mails[0]!.subject).toBe("Invitation 29");
    expect(first).toMatchObject({ total: 32, pages: 2 });
    expect((await outbox(t, "?page=2")).mails).toHaveLength(7);
    expect((await outbox(t, "?status=failed")).mails).toEqual([]);
  });
});

describe("outbox with a mail server", () => {
  const mail = useTestSmtpServer();
  const t = useTestApp(mail.env);

  it("sends a secret mail and then keeps no copy of its link; resending it is refused", async () => {
    const id = await queueMail(t.testDb.database.db, reset);
    const arrived = await mail.smtp.waitForMail((m) => m.subject === reset.subject);
    expect(arrived.text).toContain(reset.action!.url);
    expect(arrived.html).toContain(`href="${reset.action!.url}"`);
    await expect.poll(async () => (await t.testDb.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.status).toBe("sent");
    const [row] = await t.testDb.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(JSON.stringify(row!.content)).not.toContain("only-for-grace");
    const again = await t.app.inject({ method: "POST", url: `/api/outbox/${id}/resend`, headers: t.auth });
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe(OUTBOX_MESSAGES.linkErased);
  });

  it("sends a sent mail again when staff ask", async () => {
    const id = await queueMail(t.testDb.database.db, { ...invitation, subject: "Invitation to resend" });
    await mail.smtp.waitForMail((m) => m.subject === "Invitation to resend");
    await expect.poll(async () => (await outbox(t)).mails.find((m) => m.id === id)?.status).toBe("sent");
    const resent = await t.app.inject({ method: "POST", url: `/api/outbox/${id}/resend`, headers: t.auth });
    expect(resent.statusCode).toBe(200);
    expect(body(resent)).toMatchObject({ id, status: "waiting", attempts: 0 });
    await expect.poll(() => mail.smtp.received.filter((m) => m.subject === "Invitation to resend").length, { timeout: 10_000 }).toBe(2);
  });
});

describe("a mail server that refuses every mail", () => {
  const mail = useTestSmtpServer({ MAIL_GIVE_UP_HOURS: String(3 / 3600) });
  let t: Omit<TestContext, "token">;

  beforeAll(async () => {
    const started = await startTestApp(mail.env);
    const session = await signUpAndLogIn(started.app, { name: "Grace Admin", email: "grace@example.org", password: "correct horse 1" });
    t = { ...started, auth: { authorization: `Bearer ${session.token}` } };
  });
  afterAll(async () => {
    await t?.app.close();
    await t?.testDb.drop();
  });

  it("is tried again with growing waits, then the mail is marked failed with the server's words, for staff to see and resend", async () => {
    mail.smtp.refuse(550, "Mailbox unavailable: no such user here");
    const id = await queueMail(t.testDb.database.db, { ...invitation, subject: "Refused invitation" });
    await expect.poll(async () => (await outbox(t)).mails.find((m) => m.id === id)?.status, { timeout: 20_000, interval: 250 }).toBe("failed");
    const failed = (await outbox(t, "?status=failed")).mails.find((m) => m.id === id)!;
    expect(failed.attempts).toBeGreaterThanOrEqual(2);
    expect(failed.last_error).toMatch(/550.*Mailbox unavailable/);
    expect(failed.next_attempt_at).toBeNull();
    expect(body(await t.app.inject({ method: "GET", url: "/api/outbox/summary", headers: t.auth }))).toMatchObject({ smtp_configured: true, failed: 1 });

    mail.smtp.accept();
    expect((await t.app.inject({ method: "POST", url: `/api/outbox/${id}/resend`, headers: t.auth })).statusCode).toBe(200);
    await mail.smtp.waitForMail((m) => m.subject === "Refused invitation");
    await expect.poll(async () => (await outbox(t)).mails.find((m) => m.id === id)?.status).toBe("sent");
  });
});
