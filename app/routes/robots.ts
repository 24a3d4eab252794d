import type { LoaderFunctionArgs } from "@remix-run/node";

/** Per-storefront robots.txt: everything crawlable unless the fixed noindex toggle is on; points at the sitemap. */
export function loader({ context }: LoaderFunctionArgs) {
  const { origin, pathPrefix } = context.registry.originOf(context.storefront, context.localPort);
  const base = context.basename === "/" ? "" : context.basename;
  const lines = context.storefront.features.seoNoindex
    ? ["User-agent: *", "Disallow: /"]
    : [
        "User-agent: *",
        `Allow: ${pathPrefix || ""}/`,
        `Disallow: ${base}/graphql`,
        "",
        `Sitemap: ${origin}${base}/sitemap.xml`,
      ];
  return new Response(`${lines.join("\n")}\n`, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
