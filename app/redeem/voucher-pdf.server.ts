/**
 * The card voucher as a PDF (card details, issue 14: "Download as PDF"): the storefront's name, the
 * card's product, its number masked to the last four digits, balance, expiry, state and the date it
 * was printed, in the page language (layout: fulfilment/voucher.server.ts, beside the invoice's). The
 * pin and the full number never reach it.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { renderVoucher } from "../fulfilment/voucher.server";
import { dateFormat, formatMoney } from "../i18n/format";
import type { Storefront } from "../storefront/storefront";
import { localeOf } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";
import { CARD_STATE_LABELS } from "./card-labels";
import type { CardDetailsView } from "./details-api.server";

/** The voucher of one card of the session, in the language and zone of the storefront's page. */
export function voucherPdf(
  card: CardDetailsView,
  scope: { storefront: Storefront; language: Language; i18n: I18n; now?: Date },
): Promise<Buffer> {
  const { storefront, language, i18n } = scope;
  const locale = localeOf(storefront, language);
  const date = (value: Date, timeZone: string) => dateFormat(locale, { dateStyle: "long", timeZone }).format(value);
  return renderVoucher({
    brandName: storefront.brandName,
    product: card.product?.title ?? null,
    maskedNumber: card.maskedNumber,
    balance: formatMoney(card.balance.value, card.balance.currency, locale),
    // The expiry is a calendar date (as on the page), the print date the storefront's today.
    expiry: date(new Date(`${card.expiryDate}T00:00:00Z`), "UTC"),
    state: i18n._(CARD_STATE_LABELS[card.state]),
    printed: date(scope.now ?? new Date(), storefront.checkout.timeZone),
    labels: {
      title: i18n._(msg`Gift card`),
      number: i18n._(msg`Card number`),
      balance: i18n._(msg`Balance`),
      expiry: i18n._(msg`Valid until`),
      state: i18n._(msg`Status`),
      printed: i18n._(msg`Printed on`),
    },
  });
}
