import { json, type LoaderFunctionArgs } from "@remix-run/node";

/**
 * GET /ip → {"country_code": …} (spec §7), for the store switcher: the CDN/proxy geo header, else the
 * embedded country database (server/geo.server.ts, ADR 023). Per visitor: never shared-cached.
 */
export function loader({ context }: LoaderFunctionArgs) {
  return json({ country_code: context.geoCountry }, { headers: { "cache-control": "private, no-store" } });
}
