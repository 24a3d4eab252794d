/** What the redeem checkout's form offers and its schema — shared by the page and its action. */
import type { I18n } from "@lingui/core";
import { paymentSchema } from "../checkout/checkout.schema";
import type { PaymentMethodId } from "../payments/methods";
import { redeemCheckoutSchema } from "./checkout.schema";

export interface RedeemCheckoutOptions {
  /** Methods for the rest (none when the cards cover everything). */
  methods: { id: PaymentMethodId; name: string; logo: string }[];
  issuers: { id: string; name: string }[];
  needsAddress: boolean;
  deliveryCountries: string[];
  country: string;
}

/** The form's schema, the same on both sides (the payment part only when there is a rest to pay). */
export function checkoutSchemaOf(i18n: I18n, o: RedeemCheckoutOptions) {
  return redeemCheckoutSchema(
    i18n,
    { needsAddress: o.needsAddress, deliveryCountries: o.deliveryCountries },
    {
      paymentSchema: o.methods.length
        ? paymentSchema(i18n, {
            methods: o.methods.map((m) => m.id),
            issuers: o.issuers.map((x) => x.id),
            phoneCountry: o.country,
          })
        : null,
    },
  );
}
