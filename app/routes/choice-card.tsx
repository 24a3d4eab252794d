/** The choice gift card page at the storefront's own slug (spec §2). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Article, ContentBody } from "../content/ContentBody";
import { loadContentPage, storefrontPath } from "../content/load.server";
import { seoMeta } from "../seo/meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const path = storefrontPath(request, context);
  // The route is mounted once per slug of any storefront: only this storefront's slug is its page.
  if (path !== context.storefront.slugs.choiceCard) throw new Response("Not found", { status: 404 });
  return loadContentPage(context, request, path);
}

export const meta = seoMeta;

export default function ChoiceCard() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <Article data-page-type="choice-card">
      <h1>{page.title}</h1>
      <ContentBody blocks={page.body} />
    </Article>
  );
}
