/** /account/factuur.pdf?order={uuid} — an order's invoice PDF, for the account that placed it only (issue 15). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadInvoice } from "../account-area/pages.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadInvoice(context, request);
