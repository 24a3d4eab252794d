/** Generic landing page /{path}/ from the content system; any unknown path is the themed 404. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Article, ContentBody } from "../content/ContentBody";
import { loadContentPage } from "../content/load.server";
import { seoMeta } from "../seo/meta";
import { storefrontPath } from "../storefront/slug.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const path = storefrontPath(request, context);
  // A trailing number is a page number (spec §2); landing pages have no pages.
  if (!path || /(^|\/)\d+$/.test(path)) throw new Response("Not found", { status: 404 });
  const data = await loadContentPage(context, request, path);
  if (data.page.pageType !== "landing") throw new Response("Not found", { status: 404 });
  return data;
}

export const meta = seoMeta;

export default function Landing() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <Article data-page-type="landing">
      <h1>{page.title}</h1>
      <ContentBody blocks={page.body} />
    </Article>
  );
}
