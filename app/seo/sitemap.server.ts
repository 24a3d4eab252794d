import type { AppLoadContext } from "@remix-run/node";
import { graphql } from "../api/generated/server";
import { hreflangValue } from "./metadata";

const SITEMAP = graphql(`
  query sitemap($userData: UserDataInput!) {
    sitemap(userData: $userData) {
      entries { path lastModified alternates { langCode countryCode origin path isDefault } }
      errors { code message }
    }
  }
`);

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** sitemap.xml of the storefront in the request's language, with xhtml:link hreflang alternates. */
export async function sitemapXml(context: AppLoadContext): Promise<string> {
  const { sitemap } = await context.api.request(SITEMAP);
  const urls = sitemap.entries.map((entry) => {
    const alternates = entry.alternates
      .map(
        (a) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflangValue(a)}" href="${escapeXml(`${a.origin}${a.path}`)}"/>`,
      )
      .join("\n");
    const fallback = entry.alternates.find((a) => a.isDefault);
    const xDefault = fallback
      ? `\n    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${fallback.origin}${fallback.path}`)}"/>`
      : "";
    return `  <url>\n    <loc>${escapeXml(entry.path)}</loc>\n    <lastmod>${entry.lastModified}</lastmod>\n${alternates}${xDefault}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
