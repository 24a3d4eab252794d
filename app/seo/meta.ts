import type { MetaDescriptor } from "@remix-run/node";
import { fromJsonText } from "../storefront/json-text";
import type { Seo } from "./seo.server";

/**
 * Route `meta` from the loader's `seo` block (title, keywords, robots, canonical, hreflang). No title tag
 * for the anonymous fallback's empty title (spec §4): the not-found and error pages name themselves
 * with a <title> of their own, which an empty one in the head would hide from browsers and screen readers.
 */
export function seoMeta({ data }: { data?: { seo?: Seo } | null }): MetaDescriptor[] {
  const seo = data?.seo;
  if (!seo) return [{ name: "robots", content: "noindex,nofollow" }];
  const tags: MetaDescriptor[] = [
    ...(seo.title ? [{ title: seo.title }] : []),
    { name: "robots", content: seo.robots },
  ];
  if (seo.description) tags.push({ name: "description", content: seo.description });
  if (seo.keywords) tags.push({ name: "keywords", content: seo.keywords });
  tags.push({ tagName: "link", rel: "canonical", href: seo.canonical });
  if (seo.prev) tags.push({ tagName: "link", rel: "prev", href: seo.prev });
  if (seo.next) tags.push({ tagName: "link", rel: "next", href: seo.next });
  for (const alt of fromJsonText(seo.alternates))
    tags.push({ tagName: "link", rel: "alternate", hrefLang: alt.hreflang, href: alt.href });
  return tags;
}
