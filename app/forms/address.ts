/**
 * Address fields (spec §5 street, house number, postcode, country) shared by the checkout's and the
 * redeem checkout's forms, and the helper that reports a cross-field rule on the field it is about.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { countryField, formSchema, houseNumberField, isValidPostcode, nameField, streetField, text } from "./rules";

/** A postal address as the address fields hold it (checkout billing and shipments, redeem delivery). */
export interface PostalAddress {
  countryCode: string;
  postCode: string;
  houseNumber: string;
  suffix: string;
  street: string;
  city: string;
}

/** Street, house number, postcode (per the chosen country, spec §5 postcodes), city and country. */
export function addressEntries(i18n: I18n) {
  return {
    countryCode: countryField(i18n),
    postCode: v.pipe(text(), v.minLength(1, i18n._(msg`Postcode is a required field`))),
    houseNumber: houseNumberField(i18n),
    suffix: v.pipe(text(), v.maxLength(10, i18n._(msg`Use at most 10 characters`))),
    street: streetField(i18n),
    city: v.pipe(
      text(),
      v.minLength(1, i18n._(msg`City is a required field`)),
      v.maxLength(60, i18n._(msg`Use at most 60 characters`)),
    ),
  };
}

/** An address with the name it goes to (spec §3 Address): the checkout's shipments and the address book. */
export function namedAddressEntries(i18n: I18n) {
  return {
    firstName: nameField(i18n, "first"),
    lastName: nameField(i18n, "last"),
    companyName: v.pipe(text(), v.maxLength(60, i18n._(msg`Use at most 60 characters`))),
    ...addressEntries(i18n),
  };
}

/** A saved address of the address book: the same fields and rules as a checkout delivery address. */
export function savedAddressSchema(i18n: I18n) {
  return formSchema(
    v.pipe(
      v.object(namedAddressEntries(i18n)),
      v.rawCheck(({ dataset, addIssue }) => {
        if (dataset.typed) reportOn(addIssue, dataset.value, "postCode", postcodeIssue(i18n, dataset.value));
      }),
    ),
  );
}

export type SavedAddressInput = v.InferOutput<ReturnType<typeof savedAddressSchema>>;

export function postcodeIssue(i18n: I18n, x: { countryCode: string; postCode: string }): string | null {
  return x.postCode === "" || isValidPostcode(x.postCode, x.countryCode)
    ? null
    : i18n._(msg`Please enter a valid postcode`);
}

export type AddIssue = (info: { message: string; path: [v.IssuePathItem, ...v.IssuePathItem[]] }) => void;

/** Reports a message on one field of an object (cross-field rules end up on the field they are about). */
export function reportOn(addIssue: AddIssue, input: object, key: string, message: string | null | undefined): void {
  if (!message) return;
  const record = input as Record<string, unknown>;
  addIssue({ message, path: [{ type: "object", origin: "value", input: record, key, value: record[key] }] });
}
