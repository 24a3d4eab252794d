/** /verdubbelaar/bedankt/{product?}/ — thank you for entering the doubler (spec §2; issue 14). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DoublerThanks } from "../doubler/DoublerPage";
import { loadDoublerThanks } from "../doubler/page.server";
import { seoMeta } from "../seo/meta";

export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadDoublerThanks(context, request, params);
export const headers = () => ({ "Cache-Control": "private, no-store" });
export const meta = seoMeta;

export default function DoublerThanksRoute() {
  return <DoublerThanks data={useLoaderData<typeof loader>()} />;
}
