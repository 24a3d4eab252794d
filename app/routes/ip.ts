import { json, type LoaderFunctionArgs } from "@remix-run/node";

/** GET /ip → {"country_code": …} from the CDN/proxy geo header (spec §7), for the store switcher. */
export function loader({ context }: LoaderFunctionArgs) {
  return json({ country_code: context.geoCountry }, { headers: { "cache-control": "private, no-store" } });
}
