/**
 * The doubler's entry form (spec §1: a name, an e-mail and a card number; §5 names, e-mail, card
 * number; the human check as on every card check): one schema for the page, its action and the API.
 * The prefixes are every storefront's, so another shop's card reaches its own message.
 */
import type { I18n } from "@lingui/core";
import * as v from "valibot";
import { captchaTokenField, cardNumberField, emailField, formSchema, nameField } from "../forms/rules";

export function doublerEntrySchema(i18n: I18n, prefixes: readonly string[]) {
  return formSchema(
    v.object({
      firstName: nameField(i18n, "first"),
      lastName: nameField(i18n, "last"),
      email: emailField(i18n),
      cardNumber: cardNumberField(i18n, prefixes),
      captchaToken: captchaTokenField(i18n),
    }),
  );
}

export type DoublerEntryInput = v.InferOutput<ReturnType<typeof doublerEntrySchema>>;
