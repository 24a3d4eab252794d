/** The API view of a basket or placed order with its labels in the request's language (spec §3 Cart). */
import { msg } from "@lingui/core/macro";
import { serverI18n } from "../i18n/server-i18n.server";
import type { Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";
import { type CartDoc, computeTotals } from "./cart";
import { cartRules } from "./cart.server";
import { cartView } from "./view";

async function texts(language: Language) {
  const i18n = await serverI18n(language);
  return {
    yourself: i18n._(msg`For yourself`),
    yourEmail: i18n._(msg`To your e-mail address`),
    yourAddress: i18n._(msg`To your delivery address`),
    shipping: i18n._(msg`Shipping`),
    registeredShipping: i18n._(msg`Registered shipping`),
  };
}

/** `extra` carries a placed order's status and the checkout data (customer, billing address). */
export async function basketView(
  storefront: Storefront,
  language: Language,
  id: string,
  doc: CartDoc,
  extra?: { status?: string; checkout?: unknown },
) {
  const totals = computeTotals(doc, cartRules(storefront));
  return {
    ...cartView(id, storefront.currency, doc, totals, await texts(language)),
    status: extra?.status ?? null,
    billingAddress: (extra?.checkout as { billing?: unknown } | undefined)?.billing ?? null,
    customer: (extra?.checkout as { details?: unknown } | undefined)?.details ?? null,
  };
}
