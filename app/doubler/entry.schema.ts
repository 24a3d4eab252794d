/**
 * The doubler's entry form (spec §1: a name, an e-mail and a card number; §5 names, e-mail, card
 * number; the human check as on every card check): one schema for the page, its action and the API.
 * The prefixes are every storefront's, so another shop's card reaches its own message; the server
 * checks them (the browser's form passes `null`: the list grows with the storefronts).
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { captchaTokenField, cardNumberField, emailField, formSchema, nameField, sent } from "../forms/rules";

/** Who enters: the same on the doubler page and in the redeem flow's doubler modal. */
function holderFields(i18n: I18n) {
  return { firstName: nameField(i18n, "first"), lastName: nameField(i18n, "last"), email: emailField(i18n) };
}

export function doublerEntrySchema(i18n: I18n, prefixes: readonly string[] | null) {
  return formSchema(
    v.object({
      ...holderFields(i18n),
      cardNumber: cardNumberField(i18n, prefixes),
      captchaToken: captchaTokenField(i18n),
    }),
  );
}

export type DoublerEntryInput = v.InferOutput<ReturnType<typeof doublerEntrySchema>>;

/**
 * The doubler modal of the redeem flow (spec §2): a card of the redeem session, already checked with
 * its pin and the human check, so only who enters and which of the session's cards.
 */
export function doublerSessionEntrySchema(i18n: I18n, cardIds: readonly string[]) {
  return formSchema(
    v.object({
      ...holderFields(i18n),
      cardId: sent(v.picklist(cardIds, i18n._(msg`Choose a card`))),
    }),
  );
}
