import { describe, expect, it } from "vitest";
import { loader } from "../routes/ip";
import { isNonPublicAddress, openCountryDatabase, visitorCountry } from "./geo.server";

// Read once for the file, as the server does at start.
const lookup = openCountryDatabase(undefined);

describe("the built-in country database (ADR 023)", () => {
  // Ranges whose holder and country have been stable for decades (RIR and large-operator blocks).
  it.each([
    ["8.8.8.8", "US"], // Google Public DNS
    ["2001:4860:4860::8888", "US"], // Google Public DNS over IPv6
    ["193.0.6.139", "NL"], // RIPE NCC, Amsterdam
    ["2001:67c:2e8:22::c100:68b", "NL"], // RIPE NCC over IPv6
    ["193.190.198.27", "BE"], // Belnet, the Belgian research network
    ["81.82.0.1", "BE"], // Telenet
    ["::ffff:193.0.6.139", "NL"], // an IPv4 client seen through a dual-stack socket
  ])("places %s in %s", (ip, country) => {
    expect(lookup?.(ip)).toBe(country);
  });

  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.254",
    "192.168.1.10",
    "169.254.10.20",
    "100.64.0.1",
    "0.0.0.0",
    "::ffff:10.0.0.1",
    "::1",
    "::",
    "fe80::1",
    "fe80::1%eth0",
    "fd12:3456:789a::1",
    "fc00::1",
    "not an address",
    "",
  ])("gives %s no country", (ip) => {
    expect(isNonPublicAddress(ip)).toBe(true);
    expect(lookup?.(ip)).toBeNull();
  });

  it("does not take public neighbours of the private ranges for private", () => {
    for (const ip of ["172.32.0.1", "11.0.0.1", "192.169.0.1", "2001:4860:4860::8888"]) {
      expect(isNonPublicAddress(ip)).toBe(false);
    }
  });

  it("is off when GEOIP_DATABASE=off, and a missing file stops start-up with its name", () => {
    expect(openCountryDatabase("off")).toBeNull();
    expect(() => openCountryDatabase("/nonexistent/country.mmdb")).toThrow(
      /GEOIP_DATABASE.*\/nonexistent\/country\.mmdb/,
    );
  });
});

describe("the visitor's country", () => {
  it("is the CDN/proxy header's when it sends one, whatever the database says", () => {
    expect(visitorCountry("de", "8.8.8.8", lookup)).toBe("DE");
    expect(visitorCountry("BE", "10.0.0.1", lookup)).toBe("BE");
  });

  it("falls back to the database when the header is absent or not a country code", () => {
    expect(visitorCountry(undefined, "193.0.6.139", lookup)).toBe("NL");
    expect(visitorCountry("", "8.8.8.8", lookup)).toBe("US");
    expect(visitorCountry(["DE", "FR"], "8.8.8.8", lookup)).toBe("US");
  });

  it("is unknown for a private or loopback client without the header, and without a database", () => {
    expect(visitorCountry(undefined, "127.0.0.1", lookup)).toBeNull();
    expect(visitorCountry(undefined, "10.4.5.6", lookup)).toBeNull();
    expect(visitorCountry(undefined, "8.8.8.8", null)).toBeNull();
  });
});

describe("GET /ip", () => {
  it('answers {"country_code": …} for this visitor only: private, no-store', async () => {
    const response = loader({ context: { geoCountry: "BE" } } as never);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ country_code: "BE" });
    expect(await loader({ context: { geoCountry: null } } as never).json()).toEqual({ country_code: null });
  });
});
