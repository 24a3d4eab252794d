/** /activeren/gelukt/ — where a paid activation stands, until the card is active (spec §2; issue 14). Personal. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ActivationDone } from "../activation/ActivationDone";
import { activationDoneAction, loadActivationDone } from "../activation/page.server";
import { seoMeta } from "../seo/meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadActivationDone(context, request);
export const action = ({ request, context }: ActionFunctionArgs) => activationDoneAction(context, request);
export const headers = () => ({ "Cache-Control": "private, no-store" });
export const meta = seoMeta;

export default function ActivationDoneRoute() {
  return <ActivationDone data={useLoaderData<typeof loader>()} action={useActionData<typeof action>()} />;
}
