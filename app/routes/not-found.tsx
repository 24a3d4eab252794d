import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { NotFound } from "../components/NotFound";
import { seoMeta } from "../seo/meta";
import { fallbackSeo } from "../seo/seo.server";

/** /404/: the themed not-found page, answered with status 404. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return data({ seo: fallbackSeo(context, request) }, { status: 404 });
}

export const meta = seoMeta;

export default function NotFoundRoute() {
  return <NotFound />;
}
