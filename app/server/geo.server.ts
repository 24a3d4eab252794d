/**
 * The visitor's country for the store-switcher banner (spec §2 "Store switcher", §7 GET /ip): the
 * CDN/proxy's geo header when it sends one, else the client address looked up in an embedded country
 * database (an MMDB file shipped by an npm package), so the banner works on a plain deployment too.
 * The database is read once per process, at start (docs/decisions/023-geoip.md).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { BlockList, isIP } from "node:net";
import { Reader, type Response } from "mmdb-lib";

/** The shipped database: RIR whois + ASN + geofeed country data (CC0 package, data CC BY 4.0 NRO). */
export const BUILT_IN_GEOIP_DATABASE = "@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb";

/** A country database lookup: ISO 3166-1 alpha-2 code in upper case, or null. */
export type CountryLookup = (ip: string) => string | null;

/**
 * Addresses that are nobody's country: unspecified, private (RFC 1918), shared/CGNAT (RFC 6598),
 * loopback, link-local; IPv6 unspecified, loopback, unique-local (fc00::/7) and link-local (fe80::/10).
 * IPv4-mapped IPv6 addresses (::ffff:10.0.0.1, as a dual-stack socket reports them) are read as IPv4.
 */
const NO_COUNTRY = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const) {
  NO_COUNTRY.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const) {
  NO_COUNTRY.addSubnet(network, prefix, "ipv6");
}

/** The address as a lookup wants it: zone id dropped, IPv4-mapped IPv6 as IPv4; null when not an address. */
export function normalizeAddress(ip: string): { address: string; family: "ipv4" | "ipv6" } | null {
  let address = ip.trim();
  const zone = address.indexOf("%");
  if (zone >= 0) address = address.slice(0, zone);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) address = mapped[1];
  const version = isIP(address);
  if (version === 4) return { address, family: "ipv4" };
  if (version === 6) return { address, family: "ipv6" };
  return null;
}

/** True for an address no database places in a country (private, loopback, link-local, unique-local). */
export function isNonPublicAddress(ip: string): boolean {
  const normalized = normalizeAddress(ip);
  return !normalized || NO_COUNTRY.check(normalized.address, normalized.family);
}

/** Country records of ip-location-db (`country_code`) and of MaxMind/DB-IP country files (`country.iso_code`). */
interface CountryRecord {
  country_code?: string;
  country?: { iso_code?: string };
}

/** A lookup over an MMDB country database held in memory. */
export function countryLookup(database: Buffer): CountryLookup {
  const reader = new Reader<Response>(database);
  return (ip) => {
    const normalized = normalizeAddress(ip);
    if (!normalized || NO_COUNTRY.check(normalized.address, normalized.family)) return null;
    // mmdb-lib types MaxMind's record shapes; ip-location-db's records are plain { country_code }.
    const record = reader.get(normalized.address) as CountryRecord | null;
    const code = record?.country_code ?? record?.country?.iso_code;
    return code && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null;
  };
}

/**
 * Reads the country database named by GEOIP_DATABASE: "off" → none (the geo header only), unset →
 * the built-in one, else a path to an MMDB country file. A missing or broken file stops start-up.
 */
export function openCountryDatabase(setting: string | undefined): CountryLookup | null {
  if (setting === "off") return null;
  const file = setting ?? createRequire(import.meta.url).resolve(BUILT_IN_GEOIP_DATABASE);
  try {
    return countryLookup(readFileSync(file));
  } catch (error) {
    throw new Error(`GEOIP_DATABASE: cannot read the country database ${file}: ${(error as Error).message}`);
  }
}

/**
 * The visitor's country: the geo header's two letters when the CDN/proxy sent them (it knows best),
 * else the database's country of the client address (the one Express trusts: TRUST_PROXY), else null.
 */
export function visitorCountry(header: unknown, ip: string, lookup: CountryLookup | null): string | null {
  if (typeof header === "string" && /^[A-Za-z]{2}$/.test(header)) return header.toUpperCase();
  return lookup ? lookup(ip) : null;
}
