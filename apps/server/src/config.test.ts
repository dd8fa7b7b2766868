import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has working defaults: port 3000 on 127.0.0.1, PGlite in ./data", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: "127.0.0.1", dataDir: "./data", databaseUrl: undefined, apiUrl: "/api" });
    expect(config.lockout).toEqual({ account: { threshold: 5, firstMinutes: 10 }, address: { threshold: 10, firstMinutes: 5 } });
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["LOCKOUT_THRESHOLD", "0"],
    ["LOG_LEVEL", "loud"],
    ["TRUST_PROXY", "perhaps"],
    ["PUBLIC_URL", "not a url"],
  ])("stops on a bad %s, naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });

  it("names a bad secret variable without printing its value", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://church:s3cret-pw@db/x" })).toThrow(/DATABASE_URL=\(hidden\)/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://church:s3cret-pw@db/x" })).not.toThrow(/s3cret-pw/);
  });

  it("needs ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(() => loadConfig({ ADMIN_EMAIL: "a@example.org" })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(loadConfig({ ADMIN_EMAIL: "a@example.org", ADMIN_PASSWORD: "long enough 1" }).bootstrapAdmin?.email).toBe("a@example.org");
  });

  it.each([
    [undefined, false],
    ["false", false],
    ["0", false],
    ["1", 1],
    ["2", 2],
    ["127.0.0.1", ["127.0.0.1"]],
    ["10.0.0.0/8, ::1, fd00::/8,loopback", ["10.0.0.0/8", "::1", "fd00::/8", "loopback"]],
  ])("reads TRUST_PROXY=%s as %j", (value, trustProxy) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value, PUBLIC_URL: "https://church.example.org" }).trustProxy).toEqual(trustProxy);
  });

  it.each(["1", "127.0.0.1", "loopback"])("refuses TRUST_PROXY=%s without PUBLIC_URL, naming both (links would follow a forwarded Host)", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY is set but PUBLIC_URL is not.*PUBLIC_URL=https:/);
    expect(loadConfig({ TRUST_PROXY: value, PUBLIC_URL: "https://church.example.org" }).publicUrl).toBe("https://church.example.org");
    // A server of the API alone writes no sitemap, robots.txt or feed.
    expect(loadConfig({ TRUST_PROXY: value, SERVE_WEB: "false" }).trustProxy).not.toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
  });

  it.each(["true", "yes", "TRUE"])("refuses TRUST_PROXY=%s, which would trust what a visitor writes, and says what to give instead", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY=.*number of reverse proxies.*addresses/);
  });

  it.each(["-1", "1.5", "1000", "10.0.0.0/33", "::1/129", "10.0.0.1,", "proxy.example.org", "10.0.0.0/8/8"])("refuses TRUST_PROXY=%s", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY=/);
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });
});

describe("mail configuration (SMTP_URL, MAIL_FROM)", () => {
  const from = { MAIL_FROM: "Grace Church <office@church.example.org>" };

  it("sends nothing without SMTP_URL, with the retry waits of ADR 033", () => {
    expect(loadConfig({}).mail).toEqual({
      smtp: undefined,
      from: undefined,
      retry: { firstMs: 60_000, maxMs: 3_600_000, giveUpMs: 48 * 3_600_000 },
      claimMs: 600_000,
      pollMs: 30_000,
    });
  });

  it("reads the README's example into host, port, STARTTLS and the account", async () => {
    const readme = await readFile(new URL("../../../README.md", import.meta.url), "utf8");
    const smtpUrl = /^SMTP_URL=(\S+)$/m.exec(readme)?.[1];
    const mailFrom = /^MAIL_FROM="([^"]+)"$/m.exec(readme)?.[1];
    expect(smtpUrl).toBeDefined();
    const config = loadConfig({ SMTP_URL: smtpUrl, MAIL_FROM: mailFrom });
    expect(config.mail.smtp).toEqual({
      host: "smtp.gmail.com",
      port: 587,
      secure: false,
      requireTLS: true,
      auth: { user: "office@yourchurch.org", pass: "abcdefghijklmnop" },
    });
    expect(config.mail.from).toBe("Grace Church <office@yourchurch.org>");
  });

  it.each([
    ["smtps://apikey:secret@smtp.example.org", { host: "smtp.example.org", port: 465, secure: true, requireTLS: false }],
    ["smtp://relay.example.org:25?tls=optional", { host: "relay.example.org", port: 25, secure: false, requireTLS: false, auth: undefined }],
    ["smtp://127.0.0.1:2525", { host: "127.0.0.1", port: 2525, secure: false, requireTLS: false, auth: undefined }],
    ["smtp://u%3Ax:p%40ss@[::1]:2525", { host: "::1", port: 2525, requireTLS: false, auth: { user: "u:x", pass: "p@ss" } }],
  ])("reads SMTP_URL=%s", (url, expected) => {
    expect(loadConfig({ SMTP_URL: url, ...from }).mail.smtp).toMatchObject(expected);
  });

  it.each([
    ["http://smtp.example.org", /not smtp:\/\/ or smtps:\/\//],
    ["smtp.example.org:587", /not smtp:\/\/ or smtps:\/\/|not a URL/],
    ["smtp://user@smtp.example.org", /names a user but no password/],
    ["smtp://smtp.example.org?tls=off", /tls=off is not known/],
    ["smtp://u:%zz@smtp.example.org", /%/],
  ])("stops on SMTP_URL=%s, saying why and how to write it, never showing the password", (url, why) => {
    expect(() => loadConfig({ SMTP_URL: url, ...from })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: url, ...from })).toThrow(why);
    expect(() => loadConfig({ SMTP_URL: url, ...from })).toThrow(/smtp:\/\/user:password@host:587/);
    expect(() => loadConfig({ SMTP_URL: "smtp://u:%zz-secret@smtp.example.org", ...from })).not.toThrow(/secret/);
  });

  it("needs MAIL_FROM with SMTP_URL, and a sender that is an address", () => {
    expect(() => loadConfig({ SMTP_URL: "smtps://a:b@smtp.example.org" })).toThrow(/SMTP_URL is set but MAIL_FROM is not/);
    expect(() => loadConfig({ SMTP_URL: "smtps://a:b@smtp.example.org", MAIL_FROM: "the office" })).toThrow(/MAIL_FROM=/);
    expect(loadConfig({ SMTP_URL: "smtps://a:b@smtp.example.org", MAIL_FROM: "office@church.example.org" }).mail.from).toBe("office@church.example.org");
  });
});
