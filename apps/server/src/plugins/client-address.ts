import { isIPv6 } from "node:net";

/**
 * The address a per-visitor limit counts by. IPv4 addresses count one by one; an IPv6 visitor
 * usually holds a whole /64 (one home or phone network) and can pick any address in it, so
 * IPv6 addresses count by their /64 prefix. IPv4-mapped IPv6 (::ffff:1.2.3.4) counts as IPv4.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups]
    : headGroups;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
