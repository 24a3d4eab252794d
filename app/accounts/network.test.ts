import { describe, expect, it } from "vitest";
import { networkOf } from "./network";

describe("networkOf: the block a client address counts in (issue 44)", () => {
  it("IPv4 addresses count per /24", () => {
    expect(networkOf("192.0.2.17")).toBe("192.0.2.0/24");
    expect(networkOf("192.0.2.200")).toBe(networkOf("192.0.2.1"));
    expect(networkOf("192.0.3.1")).not.toBe(networkOf("192.0.2.1"));
  });

  it("IPv6 addresses count per /64, however they are written", () => {
    expect(networkOf("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(networkOf("2001:DB8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(networkOf("2001:0db8:0001:0002:0000:0000:0000:0009")).toBe("2001:db8:1:2::/64");
    expect(networkOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(networkOf("::1")).toBe("0:0:0:0::/64");
    expect(networkOf("2001:db8:1:3::1")).not.toBe(networkOf("2001:db8:1:2::1"));
  });

  it("an IPv4-mapped IPv6 address is its IPv4 address's network", () => {
    expect(networkOf("::ffff:192.0.2.17")).toBe("192.0.2.0/24");
    expect(networkOf("::ffff:c000:0211")).toBe("192.0.2.0/24");
  });

  it("garbage is a network of its own, never a real one's", () => {
    for (const junk of [
      "",
      "unknown",
      "1.2.3",
      "1.2.3.256",
      "1:2:3",
      "1::2::3",
      "12345::",
      "1:2:3:4:5:6:7:8:9",
      "::ffff:1.2.3",
    ]) {
      const network = networkOf(junk);
      expect(network.startsWith("other:"), junk).toBe(true);
    }
    expect(networkOf("x".repeat(10_000)).length).toBeLessThan(80);
  });
});
