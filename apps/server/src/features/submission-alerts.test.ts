import { describe, expect, it } from "vitest";
import { FILL_TIME_FIELD } from "@lampstand/contract/limits";
import { mailOutbox } from "../db/schema.ts";
import { setAlertAddresses, TEST_MAIL_FROM, useTestSmtpServer } from "../test-support/mail.ts";
import { useTestApp } from "../test-support/test-app.ts";

/**
 * Issue 21 part 4: a new prayer request mails the prayer team, a contact message the office, as
 * the settings list them; with Reply-To the sender. Through a real SMTP server in this process.
 */
describe("prayer-team and office alerts", () => {
  const mail = useTestSmtpServer();
  const t = useTestApp(mail.env);

  const prayer = {
    first_name: "Ada",
    last_name: "Okafor",
    email: "ada@example.net",
    phone: "+1 713 555 0100",
    prayer_request: "Please pray for my mother's surgery on Friday.",
  };
  const contact = { first_name: "Ben", last_name: "Ola", email: "ben@example.net", phone: "+1 713 555 0101", message: "When is the youth retreat?" };

  it("staff set the lists; the public settings never show them, staff's do", async () => {
    await setAlertAddresses(t.app, t.auth, { prayerRequests: ["team@example.org", "pastor@example.org", "TEAM@example.org"], contactMessages: ["office@example.org"] });
    const publicRead = await t.app.inject({ method: "GET", url: "/api/settings" });
    expect(publicRead.json()).not.toHaveProperty("notifications");
    expect(publicRead.body).not.toContain("pastor@example.org");
    const staffRead = await t.app.inject({ method: "GET", url: "/api/settings", headers: t.auth });
    expect(staffRead.headers["cache-control"]).toBe("no-store");
    // The same address twice is kept once.
    expect(staffRead.json().notifications).toEqual({ prayerRequests: ["team@example.org", "pastor@example.org"], contactMessages: ["office@example.org"] });
    // A wrong token is simply not staff: the public answer.
    const stranger = await t.app.inject({ method: "GET", url: "/api/settings", headers: { authorization: "Bearer not-a-session" } });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).not.toHaveProperty("notifications");
  });

  it("a prayer request whose sender wants contact mails the team, that answer first, Reply-To the sender", async () => {
    const sent = await t.app.inject({ method: "POST", url: "/api/prayer-request", payload: { ...prayer, contact_team: true } });
    expect(sent.statusCode).toBe(201);
    const arrived = await mail.smtp.waitForMail((m) => m.subject.includes("Ada Okafor"));
    expect(arrived.to.sort()).toEqual(["pastor@example.org", "team@example.org"]);
    expect(arrived.from).toBe(TEST_MAIL_FROM.replace("Lampstand Office ", '"Lampstand Office" '));
    expect(arrived.replyTo).toBe("ada@example.net");
    expect(arrived.subject).toBe("Prayer request from Ada Okafor: please contact them");
    expect(arrived.text.indexOf("answered yes")).toBeLessThan(arrived.text.indexOf(prayer.prayer_request));
    expect(arrived.text).toContain("Phone: +1 713 555 0100");
    expect(arrived.text).toMatch(/Sent: \w+day, \w+ \d+, \d{4} at \d+:\d\d/);
    expect(arrived.html).toContain('<html lang="en">');
    expect(arrived.html).toContain("<h1");
    expect(arrived.html).not.toMatch(/<img/i);
    // The church's name and address close it, from the settings.
    expect(arrived.text).toMatch(/Lampstand\n7400 Harwin Drive/);
  });

  it("a prayer request without that wish says so in its details, not first", async () => {
    await t.app.inject({ method: "POST", url: "/api/prayer-request", payload: { ...prayer, first_name: "Chidi", contact_team: false } });
    const arrived = await mail.smtp.waitForMail((m) => m.subject.includes("Chidi"));
    expect(arrived.subject).toBe("Prayer request from Chidi Okafor");
    expect(arrived.text).not.toContain("answered yes");
    expect(arrived.text).toContain("Have our prayer team contact you?: No");
  });

  it("a contact message mails the office list, Reply-To the sender", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/intouch", payload: contact })).statusCode).toBe(201);
    const arrived = await mail.smtp.waitForMail((m) => m.subject === "Contact message from Ben Ola");
    expect(arrived.to).toEqual(["office@example.org"]);
    expect(arrived.replyTo).toBe("ben@example.net");
    expect(arrived.text).toContain(contact.message);
  });

  it("nothing is queued for what the spam traps hold", async () => {
    const before = (await t.testDb.database.db.select().from(mailOutbox)).length;
    const held = await t.app.inject({ method: "POST", url: "/api/prayer-request", payload: { ...prayer, first_name: "Bot", [FILL_TIME_FIELD]: 10 } });
    expect(held.statusCode).toBe(201);
    const heldContact = await t.app.inject({ method: "POST", url: "/api/intouch", payload: { ...contact, [FILL_TIME_FIELD]: 10 } });
    expect(heldContact.statusCode).toBe(201);
    expect((await t.testDb.database.db.select().from(mailOutbox)).length).toBe(before);
  });

  it("the mail server down: the request is stored at once, and its alert arrives once the server is back", async () => {
    await mail.smtp.stop();
    try {
      const started = Date.now();
      const sent = await t.app.inject({ method: "POST", url: "/api/prayer-request", payload: { ...prayer, first_name: "Dayo" } });
      expect(sent.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(2000);
      // Tried and failed at least once while the server was down.
      await expect.poll(async () => (await t.testDb.database.db.select().from(mailOutbox)).find((row) => row.attempts > 0 && row.lastError !== null), { timeout: 10_000 }).toBeTruthy();
    } finally {
      await mail.smtp.restart();
    }
    const arrived = await mail.smtp.waitForMail((m) => m.subject.includes("Dayo"), 20_000);
    expect(arrived.to.sort()).toEqual(["pastor@example.org", "team@example.org"]);
  });

  it("with empty lists, nothing is queued", async () => {
    await setAlertAddresses(t.app, t.auth, { prayerRequests: [], contactMessages: [] });
    const before = (await t.testDb.database.db.select().from(mailOutbox)).length;
    await t.app.inject({ method: "POST", url: "/api/prayer-request", payload: prayer });
    await t.app.inject({ method: "POST", url: "/api/intouch", payload: contact });
    expect((await t.testDb.database.db.select().from(mailOutbox)).length).toBe(before);
  });
});
