/**
 * /kaartgegevens/pdf/?card=<id> — the PDF voucher of a card of the redeem session (issue 14). A resource
 * route of its own: Remix renders whatever a page's loader returns as page data, so a file cannot come
 * from the page route itself.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { cardVoucher } from "../redeem/details-page.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => cardVoucher(context, request);
