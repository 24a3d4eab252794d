/**
 * The two mails of a quote request (issue 15): the acknowledgement to the requester in the page's
 * language, promising the quote within one hour (spec §1, §9), and the notification to the
 * storefront's sales inbox (config `business.salesEmail`) in the storefront's default language.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { compose, type MailBlock } from "../fulfilment/mails.server";
import { formatMoney } from "../i18n/format";
import { localeOf, type Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";

/** What both mails tell about a stored request. */
export interface QuoteFacts {
  number: string;
  language: Language;
  message: string;
  remark: string;
  quantity: number | null;
  cardValue: number | null;
  productTitle: string | null;
  companyName: string;
  vatNumber: string;
  kvkNumber: string;
  referenceNumber: string;
  invoiceEmail: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

/** The request's details as a list, in the mail's language. */
function details(storefront: Storefront, i18n: I18n, language: Language, q: QuoteFacts): string[] {
  const money = (value: number) => formatMoney(value, storefront.currency, localeOf(storefront, language));
  const lines: [string, string | null][] = [
    [i18n._(msg`Quote number`), q.number],
    [i18n._(msg`Gift card`), q.productTitle],
    [i18n._(msg`Number of cards`), q.quantity === null ? null : String(q.quantity)],
    [i18n._(msg`Value per card`), q.cardValue === null ? null : money(q.cardValue)],
    [i18n._(msg`Company name`), q.companyName],
    [i18n._(msg`VAT number`), q.vatNumber],
    [i18n._(msg`Chamber of commerce number`), q.kvkNumber || null],
    [i18n._(msg`Reference or cost centre`), q.referenceNumber],
    [i18n._(msg`Invoice e-mail address`), q.invoiceEmail || null],
    [i18n._(msg`Contact person`), `${q.firstName} ${q.lastName}`],
    [i18n._(msg`E-mail address`), q.email],
    [i18n._(msg`Phone number`), q.phoneNumber || null],
  ];
  return lines.filter(([, value]) => value !== null).map(([label, value]) => `${label}: ${value}`);
}

export function acknowledgementMail(storefront: Storefront, i18n: I18n, q: QuoteFacts) {
  const number = q.number;
  const name = q.firstName;
  const blocks: MailBlock[] = [
    i18n._(msg`Dear ${name},`),
    i18n._(
      msg`Thank you for your quote request ${number}. You will receive our quote within one hour (on working days during our opening hours).`,
    ),
    details(storefront, i18n, q.language, q),
    `${i18n._(msg`Your message`)}:\n${q.message}`,
    `${i18n._(msg`Remark`)}:\n${q.remark}`,
    i18n._(msg`Questions in the meantime? Reply to this e-mail and mention your quote number.`),
  ];
  return compose(storefront, i18n._(msg`Your quote request ${number}`), blocks);
}

export function salesMail(storefront: Storefront, i18n: I18n, q: QuoteFacts) {
  const number = q.number;
  const company = q.companyName;
  const language = q.language;
  const blocks: MailBlock[] = [
    i18n._(msg`A business customer asks for a quote. It was promised within one hour.`),
    details(storefront, i18n, storefront.defaultLanguage, q),
    `${i18n._(msg`Message`)}:\n${q.message}`,
    `${i18n._(msg`Remark`)}:\n${q.remark}`,
    i18n._(msg`The customer wrote in this language: ${language}. Reply to them directly.`),
  ];
  return compose(storefront, i18n._(msg`New quote request ${number} from ${company}`), blocks);
}
