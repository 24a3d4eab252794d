/** Information pages from the content system: terms, privacy, cookie statement, helpdesk, delivery, cancelation policy. */
import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Article, ContentBody } from "../content/ContentBody";
import { loadContentPage } from "../content/load.server";
import { seoMeta } from "../seo/meta";
import { href } from "../storefront/links";
import { storefrontPath } from "../storefront/slug.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const path = storefrontPath(request, context);
  // spec §2: /helpdesk/ redirects to contact in the storefronts that say so.
  if (path === "helpdesk" && context.storefront.features.helpdeskRedirectsToContact) {
    throw redirect(href(context.storefront, "contact"), 301);
  }
  return loadContentPage(context, request, path);
}

export const meta = seoMeta;

export default function ContentPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <Article data-page-type={page.pageType}>
      <h1>{page.title}</h1>
      <ContentBody blocks={page.body} />
    </Article>
  );
}
