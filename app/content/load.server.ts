import type { AppLoadContext } from "@remix-run/node";
import { graphql } from "../api/generated/server";
import type { ContentPageFieldsFragment, PageQuery } from "../api/generated/server/graphql";
import { type Seo, seoFromMetadata } from "../seo/seo.server";

/** A content page as the pages read it: the API's ContentPageFields. */
export type ContentPageData = NonNullable<ContentPageFieldsFragment["page"]>;
export type ContentBlockData = ContentPageData["body"][number];

/** The selection of a content page; reused by pages that fetch more in the same request (home). */
graphql(`
  fragment ContentPageFields on PageResult {
    page {
      id
      pageType
      path
      title
      body { type text items faq { question answer } }
      metadata {
        title
        description
        keywords
        noindex
        nofollow
        hreflangTags { langCode countryCode origin path isDefault }
      }
    }
    errors { code message }
  }
`);

export type PageResult = PageQuery;

const PAGE = graphql(`
  query page($userData: UserDataInput!, $path: String!) {
    page(userData: $userData, path: $path) { ...ContentPageFields }
  }
`);

/** Loads a content page by path; a missing page is a 404 (critical data). */
export async function loadContentPage(
  context: AppLoadContext,
  request: Request,
  path: string,
): Promise<{ page: ShownPage; seo: Seo }> {
  return contentPageOf(context, request, await context.api.request(PAGE, { path }));
}

/** The page of a `page` result with its SEO block; a missing page is a 404. */
export function contentPageOf(context: AppLoadContext, request: Request, result: PageResult) {
  const page = result.page.page;
  if (!page) throw new Response("Not found", { status: 404 });
  return { page: shownPage(page), seo: seoFromMetadata(context, request, page.metadata, page.title) };
}

/** What a content page's components show: the page without its metadata, whose tags the server made. */
export type ShownPage = Omit<ContentPageData, "metadata">;

const shown = new WeakMap<ContentPageData, ShownPage>();

/**
 * The page as it travels to the browser: its metadata (a family's hreflang tags are some 120 of a
 * GiftPass home's 290 values) stays on the server. One frozen view per frozen answer of the read cache,
 * living as long as it: the hero and body printed from memory stay keyed by it (ADR 043).
 */
export function shownPage(page: ContentPageData): ShownPage {
  const known = shown.get(page);
  if (known) return known;
  const { metadata: _metadata, ...view } = page;
  if (!Object.isFrozen(page)) return view;
  const frozen = Object.freeze(view);
  shown.set(page, frozen);
  return frozen;
}
