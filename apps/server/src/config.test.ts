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
