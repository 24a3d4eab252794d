/**
 * The basket page's forms (spec §2 named modals: delivery receiver, delivery date and time; §5):
 * one valibot schema each, for Conform in the browser and for the basket action. No server imports.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { quantityField } from "../catalog/detail/purchase";
import { emailWithConfirmation, formSchema, sent, text } from "../forms/rules";
import { receiverFields, sendMomentIssue } from "./add.schema";

/** The shipment a form is about (a hidden field): a broken one gets a message in the page language too. */
const tag = (i18n: I18n) =>
  sent(v.pipe(v.string(), v.regex(/^(digital|physical)-[A-Za-z0-9]{1,20}$/, i18n._(msg`This input is not valid.`))));

/** Edit the receiver of a shipment: name, e-mail twice, phone (optional). */
export function receiverSchema(i18n: I18n, country: string) {
  const { name, phone } = receiverFields(i18n, country);
  return formSchema(
    v.intersect([
      v.object({ intent: v.literal("receiver"), shipmentTag: tag(i18n), name, phone }),
      emailWithConfirmation(i18n),
    ]),
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
        shipmentTag: tag(i18n),
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
        const now = (options.now ?? (() => new Date()))();
        const issue = sendMomentIssue(i18n, { date: x.date, time: x.time }, options.timeZone, now);
        if (issue) at(issue[0], issue[1]);
      }),
    ),
  );
}

export function quantitySchema(i18n: I18n) {
  return formSchema(
    v.object({
      intent: v.literal("quantity"),
      shipmentTag: tag(i18n),
      packageId: sent(v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,20}$/, i18n._(msg`This input is not valid.`)))),
      quantity: sent(v.pipe(v.string(), v.transform(Number), quantityField(i18n))),
    }),
  );
}
