/** Where the browser goes after an order form placed an order paid on one page (redeem checkout, activation). */
import { type AppLoadContext, redirect, redirectDocument } from "@remix-run/node";
import type { ApiError } from "../api/errors";
import { href } from "../storefront/links";
import type { RouteId } from "../storefront/route-table";

export interface NextStepAnswer {
  kind: string;
  url: string | null;
  orderUuid: string | null;
  errors: ApiError[];
}

/**
 * Throws the redirect of a placed order — the provider's page (a full page load: not a route of the
 * shop), the form's own confirmation (`confirmedOn?order=`) or the processing page — and returns the
 * errors of one that failed.
 */
export function followNextStep(context: AppLoadContext, next: NextStepAnswer, confirmedOn: RouteId): ApiError[] {
  if (next.kind === "redirect" && next.url) throw redirectDocument(next.url);
  if (next.kind === "completed" && next.orderUuid) {
    throw redirect(`${href(context.storefront, confirmedOn)}?order=${next.orderUuid}`);
  }
  if ((next.kind === "processing" || next.kind === "pending") && next.orderUuid) {
    throw redirect(`${href(context.storefront, "checkout-processing")}?order=${next.orderUuid}`);
  }
  return next.errors;
}
