/** Loaders of the giving-moments and blog screens (spec §2), through the API. */
import { msg } from "@lingui/core/macro";
import type { AppLoadContext } from "@remix-run/node";
import { graphql } from "../api/generated/server";
import { type CardData, toCard } from "../catalog/cards";
import { getI18n } from "../i18n/i18n";
import { absoluteHref, seoForScreen } from "../seo/seo.server";
import { href } from "../storefront/links";

/** Blog posts per list page. */
export const POSTS_PER_PAGE = 4;

export interface PostData {
  id: string;
  path: string;
  title: string;
  excerpt: string;
  image: { url: string; alt: string };
  publishedAt: string;
}

/** A giving moment as its cards and page show it. */
graphql(`
  fragment MomentFields on GivingMoment {
    id path heroTitle title backgroundColor image { url alt }
  }
`);

/** A blog post as its cards and page show it. */
graphql(`
  fragment PostFields on BlogPost {
    id path title excerpt image { url alt } publishedAt
  }
`);

const MOMENTS = graphql(`
  query moments($userData: UserDataInput!) {
    givingMoments(userData: $userData) { items { ...MomentFields } errors { code message referencedRequestParameter } }
  }
`);

const MOMENT = graphql(`
  query moment($userData: UserDataInput!, $path: String!) {
    givingMoment(userData: $userData, path: $path) {
      moment { ...MomentFields body { type text items faq { question answer } } products { ...ProductCard } }
      errors { code message referencedRequestParameter }
    }
  }
`);

const POSTS = graphql(`
  query posts($userData: UserDataInput!, $paging: Paging!) {
    blogPosts(userData: $userData, paging: $paging) {
      items { ...PostFields } total pageCount
      errors { code message referencedRequestParameter }
    }
  }
`);

const POST = graphql(`
  query post($userData: UserDataInput!, $path: String!) {
    blogPost(userData: $userData, path: $path) {
      post { ...PostFields body { type text items faq { question answer } } }
      related { ...PostFields }
      errors { code message referencedRequestParameter }
    }
  }
`);

function notFound(): never {
  throw new Response("Not found", { status: 404 });
}

function breadcrumbLd(context: AppLoadContext, items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((b, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: b.name,
      item: absoluteHref(context, b.path),
    })),
  };
}

export async function loadMoments(context: AppLoadContext, request: Request) {
  const [{ givingMoments }, i18n] = await Promise.all([context.api.request(MOMENTS), getI18n(context.language)]);
  const title = i18n._(msg`Giving moments`);
  return {
    kind: "moments" as const,
    title,
    items: givingMoments.items,
    seo: seoForScreen(context, request, {
      routeId: "giving-moments",
      title: `${title} | ${context.storefront.brandName}`,
    }),
  };
}

export async function loadMoment(context: AppLoadContext, request: Request, path: string) {
  const [{ givingMoment }, i18n] = await Promise.all([
    context.api.request(MOMENT, { path }),
    getI18n(context.language),
  ]);
  const moment = givingMoment.moment;
  if (!moment) notFound();
  const listTitle = i18n._(msg`Giving moments`);
  const crumbs = [
    { name: context.storefront.brandName, path: href(context.storefront, "home") },
    { name: listTitle, path: href(context.storefront, "giving-moments") },
    { name: moment.heroTitle, path: moment.path },
  ];
  return {
    kind: "moment" as const,
    moment: { ...moment, products: undefined },
    body: moment.body,
    products: moment.products.map(toCard) as CardData[],
    listTitle,
    jsonLd: [JSON.stringify(breadcrumbLd(context, crumbs))],
    seo: seoForScreen(context, request, {
      routeId: "giving-moments",
      params: { moment: path },
      title: `${moment.heroTitle} | ${context.storefront.brandName}`,
      description: moment.title,
    }),
  };
}

export async function loadPosts(context: AppLoadContext, request: Request, page: number) {
  const [{ blogPosts }, i18n] = await Promise.all([
    context.api.request(POSTS, { paging: { itemsPerPage: POSTS_PER_PAGE, pageNumber: page } }),
    getI18n(context.language),
  ]);
  if (page > 1 && page > blogPosts.pageCount) notFound();
  const title = i18n._(msg`Blog`);
  const seo = seoForScreen(context, request, {
    routeId: "blog",
    params: { post: page },
    title: `${title}${page > 1 ? ` (${page})` : ""} | ${context.storefront.brandName}`,
  });
  if (page > 1) seo.prev = absoluteHref(context, href(context.storefront, "blog", { post: page - 1 }));
  if (page < blogPosts.pageCount)
    seo.next = absoluteHref(context, href(context.storefront, "blog", { post: page + 1 }));
  return {
    kind: "posts" as const,
    title,
    items: blogPosts.items,
    page,
    pageCount: Math.max(1, blogPosts.pageCount),
    seo,
  };
}

export async function loadPost(context: AppLoadContext, request: Request, path: string) {
  const [{ blogPost }, i18n] = await Promise.all([context.api.request(POST, { path }), getI18n(context.language)]);
  const post = blogPost.post;
  if (!post) notFound();
  const blogTitle = i18n._(msg`Blog`);
  const url = absoluteHref(context, post.path);
  const postLd = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    image: absoluteHref(context, post.image.url),
    url,
    mainEntityOfPage: url,
    publisher: { "@type": "Organization", name: context.storefront.brandName },
  };
  const crumbs = [
    { name: context.storefront.brandName, path: href(context.storefront, "home") },
    { name: blogTitle, path: href(context.storefront, "blog") },
    { name: post.title, path: post.path },
  ];
  return {
    kind: "post" as const,
    post,
    related: blogPost.related,
    blogTitle,
    jsonLd: [JSON.stringify(postLd), JSON.stringify(breadcrumbLd(context, crumbs))],
    seo: seoForScreen(context, request, {
      routeId: "blog",
      params: { post: path },
      title: `${post.title} | ${context.storefront.brandName}`,
      description: post.excerpt,
    }),
  };
}
