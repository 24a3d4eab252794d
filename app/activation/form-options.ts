/** What the activation form offers on a storefront — the same for the page, its action and the API. */
import { METHOD_INFO, methodsPaidWhileWaiting } from "../payments/methods";
import { localeOf, type Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";
import type { ActivationFormOptions } from "./activation.schema";

export type ActivationPageOptions = ActivationFormOptions & {
  methodChoices: { id: string; name: string; logo: string }[];
  issuerChoices: { id: string; name: string }[];
};

/** null: the storefront does not activate choice cards (no bounds in its config). */
export function activationOptions(
  storefront: Pick<Storefront, "giftcards" | "payments" | "currency" | "country">,
  language: Language,
): ActivationPageOptions | null {
  const bounds = storefront.giftcards.activation;
  if (!bounds) return null;
  const methods = methodsPaidWhileWaiting(storefront.payments.methods);
  const issuers = methods.includes("ideal") ? (storefront.payments.issuers.ideal ?? []) : [];
  return {
    prefixes: storefront.giftcards.prefixes,
    minAmount: bounds.minAmount,
    maxAmount: bounds.maxAmount,
    currency: storefront.currency,
    locale: localeOf(storefront, language),
    methods,
    issuers: issuers.map((x) => x.id),
    country: storefront.country,
    methodChoices: methods.map((id) => ({ id, name: METHOD_INFO[id].name, logo: METHOD_INFO[id].logo })),
    issuerChoices: issuers.map((x) => ({ id: x.id, name: x.name })),
  };
}
