import type { ContentBlock, PageType } from "../db/catalogue-types";
import type { DB } from "../db/db.server";
import { hreflangTags } from "../seo/alternates.server";
import { type PageMetadata, robotsOf } from "../seo/metadata";
import type { StorefrontRegistry } from "../storefront/registry";
import type { Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";

export interface ContentPageView {
  id: string;
  pageType: PageType;
  path: string;
  title: string;
  body: { type: string; text?: string; items?: string[]; faq?: { question: string; answer: string }[] }[];
  metadata: PageMetadata;
}

function toGraphqlBlocks(body: ContentBlock[]): ContentPageView["body"] {
  return body.map((block) =>
    block.type === "faq" ? { type: "faq", faq: block.items } : (block as ContentPageView["body"][number]),
  );
}

const pathOf = (path: string) => (path ? `/${path}/` : "/");

/** A content page of the storefront by its path ("" = home), with metadata and its hreflang cluster. */
export async function contentPage(
  db: DB,
  registry: StorefrontRegistry,
  storefront: Storefront,
  language: Language,
  path: string,
  localPort: string | null,
): Promise<ContentPageView | null> {
  const row = await db
    .selectFrom("content_pages as p")
    .innerJoin("content_page_translations as t", (j) =>
      j.onRef("t.page_id", "=", "p.id").on("t.language", "=", language),
    )
    .selectAll("p")
    .select(["t.title", "t.meta_title", "t.keywords", "t.description", "t.body"])
    .where("p.store_id", "=", storefront.storeId)
    .where("p.path", "=", path)
    .executeTakeFirst();
  if (!row) return null;
  const siblings = await db
    .selectFrom("content_pages")
    .select(["store_id", "path"])
    .where("translation_key", "=", row.translation_key)
    .execute();
  const byStore = registry.byStoreId;
  const variants = siblings.flatMap((s) => {
    const sf = byStore.get(s.store_id);
    return sf ? [{ storefront: sf, path: pathOf(s.path) }] : [];
  });
  const robots = robotsOf(
    { noindex: row.noindex, nofollow: row.nofollow, noIndexFollow: row.no_index_follow },
    storefront.features.seoNoindex,
  );
  return {
    id: String(row.id),
    pageType: row.page_type,
    path: pathOf(row.path),
    title: row.title,
    body: toGraphqlBlocks(row.body as ContentBlock[]),
    metadata: {
      title: row.meta_title,
      description: row.description,
      keywords: row.keywords,
      ...robots,
      hreflangTags: robots.noindex ? [] : hreflangTags(registry, storefront, variants, localPort),
    },
  };
}

/**
 * Sitemap entries of a storefront in one language: every indexable content page with its hreflang
 * cluster (pages sharing a translation key), plus the product list.
 */
export async function sitemapEntries(
  db: DB,
  registry: StorefrontRegistry,
  storefront: Storefront,
  language: Language,
  localPort: string | null,
) {
  const pages = await db
    .selectFrom("content_pages")
    .select(["path", "translation_key", "noindex", "nofollow", "no_index_follow", "updated_at"])
    .where("store_id", "=", storefront.storeId)
    .orderBy("path")
    .execute();
  const keys = [...new Set(pages.map((p) => p.translation_key))];
  const siblings = keys.length
    ? await db
        .selectFrom("content_pages")
        .select(["store_id", "path", "translation_key"])
        .where("translation_key", "in", keys)
        .execute()
    : [];
  const byStore = registry.byStoreId;
  const { origin, pathPrefix } = registry.originOf(storefront, localPort);
  const prefix = `${origin}${pathPrefix}${language === storefront.defaultLanguage ? "" : `/${language}`}`;
  const entries = pages
    .filter(
      (p) =>
        !robotsOf(
          { noindex: p.noindex, nofollow: p.nofollow, noIndexFollow: p.no_index_follow },
          storefront.features.seoNoindex,
        ).noindex,
    )
    .map((p) => {
      const variants = siblings
        .filter((s) => s.translation_key === p.translation_key && byStore.has(s.store_id))
        .map((s) => ({ storefront: byStore.get(s.store_id)!, path: pathOf(s.path) }));
      return {
        path: `${prefix}${pathOf(p.path)}`,
        lastModified: new Date(p.updated_at as unknown as Date).toISOString(),
        alternates: hreflangTags(registry, storefront, variants, localPort, "sitemap"),
      };
    });
  const list = `/${storefront.slugs.productList}/`;
  entries.push({
    path: `${prefix}${list}`,
    lastModified: new Date((pages[0]?.updated_at as unknown as Date | undefined) ?? Date.now()).toISOString(),
    alternates: hreflangTags(
      registry,
      storefront,
      registry.all.map((s) => ({ storefront: s, path: `/${s.slugs.productList}/` })),
      localPort,
      "sitemap",
    ),
  });
  return entries;
}
