/** /kaartgegevens/voucher?card={id} — a card of the redeem session as a PDF voucher (issue 14). Personal: private, no-store. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCardVoucher } from "../redeem/details-page.server";

export const loader = ({ context, request }: LoaderFunctionArgs) =>
  loadCardVoucher(context, new URL(request.url).searchParams.get("card") ?? "");
