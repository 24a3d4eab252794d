import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapXml } from "../seo/sitemap.server";

/** Per-storefront sitemap.xml with hreflang alternates. */
export async function loader({ context }: LoaderFunctionArgs) {
  return new Response(await sitemapXml(context), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
