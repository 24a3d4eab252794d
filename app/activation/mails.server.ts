/** The activation's mails (spec §1 activation within 24 hours): to the holder in the page's language, and the operator's alert. */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { compose } from "../fulfilment/mails.server";
import { dateFormat, formatMoney } from "../i18n/format";
import { localeOf, type Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";

export interface ActivationMailFacts {
  storefront: Storefront;
  language: Language;
  last4: string;
  amount: number;
  /** Where the holder checks the balance (the storefront's balance check, absolute). */
  balanceCheckUrl: string;
  /** The activation's page with the signed key that shows it to the mail's holder (issue 44), absolute. */
  activationUrl: string;
}

function amountText(f: ActivationMailFacts): string {
  return formatMoney(f.amount, f.storefront.currency, localeOf(f.storefront, f.language));
}

export function activatedMail(i18n: I18n, f: ActivationMailFacts, expiresAt: Date) {
  const amount = amountText(f);
  const card = f.last4;
  const until = dateFormat(localeOf(f.storefront, f.language), {
    dateStyle: "long",
    timeZone: f.storefront.checkout.timeZone,
  }).format(expiresAt);
  const url = f.balanceCheckUrl;
  return compose(f.storefront, i18n._(msg`Your choice card is active`), [
    i18n._(msg`Good news: your choice card ending in ${card} is now active with ${amount}.`),
    i18n._(
      msg`It is valid until ${until}. Choose a gift card from our brands with it, or check its balance at any time: ${url}`,
    ),
    activationLine(i18n, f),
  ]);
}

export function refusedMail(i18n: I18n, f: ActivationMailFacts) {
  const amount = amountText(f);
  const card = f.last4;
  return compose(f.storefront, i18n._(msg`Your choice card could not be activated`), [
    i18n._(msg`The card provider could not activate your choice card ending in ${card} (simulation failed).`),
    i18n._(msg`We have refunded ${amount} to the payment method you used; it can take a few working days to appear.`),
    i18n._(msg`Please check the card number, or contact our customer service with this e-mail.`),
    activationLine(i18n, f),
  ]);
}

function activationLine(i18n: I18n, f: ActivationMailFacts): string {
  const link = f.activationUrl;
  return i18n._(msg`Your activation's page: ${link}`);
}

/** The operator's alert: in English, the operator's working language, with what they need to act. */
export function overdueAlertMail(
  storefront: Storefront,
  a: { orderNumber: string; last4: string; amount: number; paidAt: Date; lastError: string | null },
) {
  return compose(storefront, `Activation not done within 24 hours: order ${a.orderNumber}`, [
    `The choice card ending in ${a.last4} (${storefront.code}, ${a.amount.toFixed(2)} ${storefront.currency}) was paid on ${a.paidAt.toISOString()} and is still not active at the card provider.`,
    `Last answer of the card provider: ${a.lastError ?? "none yet"}.`,
    "The activation job keeps trying; check the card provider, then the job queue (kind activate-card).",
  ]);
}
