/**
 * The basket page's forms (spec §2 named modals: delivery receiver, delivery date and time; §5):
 * one valibot schema each, for Conform in the browser and for the basket action. No server imports.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CountryCode } from "libphonenumber-js/min";
import * as v from "valibot";
import { digitalSendAt } from "../checkout/delivery-dates";
import { emailField, formSchema, isValidPhone, nameField } from "../forms/rules";

const text = () =>
  v.pipe(
    v.optional(v.string(), ""),
    v.transform((s) => s.trim()),
  );

const tag = v.pipe(v.string(), v.regex(/^(digital|physical)-[A-Za-z0-9]{1,20}$/));

/** Edit the receiver of a shipment: name, e-mail twice, phone (optional). */
export function receiverSchema(i18n: I18n, country: string) {
  return formSchema(
    v.pipe(
      v.object({
        intent: v.literal("receiver"),
        shipmentTag: tag,
        name: nameField(i18n, "first"),
        email: emailField(i18n),
        confirmEmail: text(),
        phone: text(),
      }),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const x = dataset.value;
        const at = (key: "confirmEmail" | "phone", message: string) =>
          addIssue({ message, path: [{ type: "object", origin: "value", input: x, key, value: x[key] }] });
        if (x.email.toLowerCase() !== x.confirmEmail.toLowerCase())
          at("confirmEmail", i18n._(msg`The e-mail addresses do not match`));
        if (x.phone && !isValidPhone(x.phone, country as CountryCode))
          at("phone", i18n._(msg`Please enter valid phone number`));
      }),
    ),
  );
}

export interface DeliveryOptions {
  timeZone: string;
  /** Dispatch dates a physical shipment may have (working days from the earliest). */
  dispatchDates: readonly string[];
  now?: () => Date;
}

/** When a shipment goes: digital now or at a date + time; physical on one of the offered dispatch dates. */
export function deliverySchema(i18n: I18n, options: DeliveryOptions) {
  return formSchema(
    v.pipe(
      v.object({
        intent: v.literal("delivery"),
        shipmentTag: tag,
        when: v.optional(v.picklist(["now", "later"]), "now"),
        date: text(),
        time: text(),
        dispatchDate: text(),
      }),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const x = dataset.value;
        const at = (key: "date" | "time" | "dispatchDate", message: string) =>
          addIssue({ message, path: [{ type: "object", origin: "value", input: x, key, value: x[key] }] });
        if (x.shipmentTag.startsWith("physical")) {
          if (x.dispatchDate && !options.dispatchDates.includes(x.dispatchDate)) {
            at("dispatchDate", i18n._(msg`Choose a working day from the list`));
          }
          return;
        }
        if (x.when !== "later") return;
        const when = digitalSendAt(
          (options.now ?? (() => new Date()))(),
          { date: x.date, time: x.time },
          options.timeZone,
        );
        if (when.ok) return;
        if (when.reason === "past") at("time", i18n._(msg`Choose a moment in the future.`));
        else if (when.reason === "tooFar") at("date", i18n._(msg`Choose a moment within a year.`));
        else at(x.date ? "time" : "date", i18n._(msg`Choose a date and a time.`));
      }),
    ),
  );
}

export function quantitySchema(i18n: I18n) {
  return formSchema(
    v.object({
      intent: v.literal("quantity"),
      shipmentTag: tag,
      packageId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,20}$/)),
      quantity: v.pipe(
        v.string(),
        v.transform(Number),
        v.integer(i18n._(msg`Enter a whole number of cards.`)),
        v.minValue(1, i18n._(msg`Choose a quantity between 1 and 50.`)),
        v.maxValue(50, i18n._(msg`Choose a quantity between 1 and 50.`)),
      ),
    }),
  );
}
