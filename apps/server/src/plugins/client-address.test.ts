import { describe, expect, it } from "vitest";
import { clientAddressKey } from "./client-address.ts";

describe("clientAddressKey", () => {
  it("keeps IPv4 addresses whole, including IPv4-mapped IPv6", () => {
    expect(clientAddressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientAddressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("counts IPv6 addresses by their /64, however they are written", () => {
    const key = "2001:db8:abcd:12::/64";
    expect(clientAddressKey("2001:db8:abcd:12::1")).toBe(key);
    expect(clientAddressKey("2001:0db8:abcd:0012:ffff:ffff:ffff:fffe")).toBe(key);
    expect(clientAddressKey("2001:DB8:ABCD:12:1:2:3:4")).toBe(key);
    expect(clientAddressKey("2001:db8:abcd:13::1")).not.toBe(key);
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
    expect(clientAddressKey("fe80::1:2:3:4")).toBe("fe80:0:0:0::/64");
  });
});
