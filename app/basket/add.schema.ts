/**
 * The product page's add-to-basket form (spec §3 Package, §5): delivery type, amount, quantity,
 * wrapper, gift packing, personal message (≤150 characters, no emoji, not empty when added),
 * receivers (name, e-mail + confirmation, phone) and, for digital cards, when they are sent. One
 * schema for Conform in the browser and for the action. No server imports.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { amountCheck, type PurchaseRules, purchaseFields, quantityField, toNumber } from "../catalog/detail/purchase";
import { digitalSendAt } from "../delivery/delivery-dates";
import { type CountryCode, phoneField } from "../forms/phone";
import { emailField, emailWithConfirmation, firstMessage, nameField, personalNoteField, text } from "../forms/rules";

export const MAX_RECEIVERS = 10;

export interface AddRules extends PurchaseRules {
  /** Variation id per delivery type. */
  variations: Partial<Record<"digital" | "physical", string>>;
  /** Allowed extra ids per kind. */
  wrappers: { digital: string[]; physical: string[] };
  packings: string[];
  /** The storefront offers a personal message. */
  message: boolean;
  timeZone: string;
  country: string;
}

/**
 * A receiver's fields (spec §5): name, e-mail, phone (optional, valid for the storefront's country).
 * The forms add the e-mail confirmation; the API takes the fields as they are.
 */
export function receiverFields(i18n: I18n, country: string) {
  return {
    name: nameField(i18n, "first"),
    email: emailField(i18n),
    phone: phoneField(i18n, country as CountryCode, false),
  };
}

/** A receiver as the API takes it (spec §7): the same fields (a missing phone may come as null). */
export function receiverInputSchema(i18n: I18n, country: string) {
  return v.object(receiverFields(i18n, country));
}

/**
 * What is wrong with a digital send moment (spec §3 delivery date and time: in the future, within a
 * year): the field to correct and its message, or null. The add-to-basket form and the basket's
 * delivery form report it alike.
 */
export function sendMomentIssue(
  i18n: I18n,
  moment: { date: string; time: string },
  timeZone: string,
  now: Date,
): ["date" | "time", string] | null {
  const when = digitalSendAt(now, moment, timeZone);
  if (when.ok) return null;
  if (when.reason === "past") return ["time", i18n._(msg`Choose a moment in the future.`)];
  if (when.reason === "tooFar") return ["date", i18n._(msg`Choose a moment within a year.`)];
  return [moment.date ? "time" : "date", i18n._(msg`Choose a date and a time.`)];
}

export function addToBasketSchema(rules: AddRules, i18n: I18n, now: () => Date = () => new Date()) {
  const fields = receiverFields(i18n, rules.country);
  const confirmation = emailWithConfirmation(i18n);
  /** Every field of a receiver on its own, so each shows its message at once. */
  const receiverIssues = (r: { name: string; email: string; confirmEmail: string; phone: string }) => {
    const out: [string, string][] = [];
    for (const key of ["name", "email"] as const) {
      const issue = firstMessage(fields[key], r[key]);
      if (issue) out.push([key, issue]);
    }
    const mismatch = v
      .safeParse(confirmation, { email: r.email, confirmEmail: r.confirmEmail })
      .issues?.find((issue) => v.getDotPath(issue) === "confirmEmail");
    if (mismatch) out.push(["confirmEmail", mismatch.message]);
    const phoneIssue = firstMessage(fields.phone, r.phone);
    if (phoneIssue) out.push(["phone", phoneIssue]);
    return out;
  };
  return v.pipe(
    v.unknown(),
    v.transform((input): Record<string, unknown> => {
      const raw = (input ?? {}) as Record<string, unknown>;
      return { ...raw, amount: toNumber(raw.amount), quantity: toNumber(raw.quantity) };
    }),
    v.object({
      ...purchaseFields(rules, i18n),
      wrapper: text(),
      giftPacking: text(),
      addMessage: v.pipe(
        v.optional(v.string(), ""),
        v.transform((s) => s === "on"),
      ),
      message: v.optional(v.string(), ""),
      sendTo: v.optional(v.picklist(["me", "others"]), "me"),
      // Each receiver is checked below, only when the cards go to receivers.
      receivers: v.optional(
        v.array(
          v.object({
            name: v.optional(v.string(), ""),
            email: v.optional(v.string(), ""),
            confirmEmail: v.optional(v.string(), ""),
            phone: v.optional(v.string(), ""),
          }),
        ),
        [],
      ),
      when: v.optional(v.picklist(["now", "later"]), "now"),
      date: text(),
      time: text(),
    }),
    amountCheck(rules, i18n),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const x = dataset.value;
      const report = (path: (string | number)[], message: string) =>
        addIssue({
          message,
          path: path.map((key) => ({
            type: "object" as const,
            origin: "value" as const,
            input: x,
            key,
            value: undefined,
          })) as unknown as [v.IssuePathItem, ...v.IssuePathItem[]],
        });
      const digital = x.deliveryType === "digital";
      const wrappers = digital ? rules.wrappers.digital : rules.wrappers.physical;
      if (x.wrapper && !wrappers.includes(x.wrapper)) report(["wrapper"], i18n._(msg`Choose one of the wrappers.`));
      if (x.giftPacking && (digital || !rules.packings.includes(x.giftPacking))) {
        report(["giftPacking"], i18n._(msg`Gift packing is only possible for physical cards.`));
      }
      if (x.addMessage) {
        const note = firstMessage(personalNoteField(i18n), x.message);
        if (note) report(["message"], note);
      }
      if (x.sendTo === "others") {
        if (x.receivers.length === 0) report(["receivers"], i18n._(msg`Add at least one receiver.`));
        if (x.receivers.length > MAX_RECEIVERS)
          report(["receivers"], i18n._(msg`Add at most ${MAX_RECEIVERS} receivers.`));
        x.receivers.slice(0, MAX_RECEIVERS).forEach((r, i) => {
          for (const [key, message] of receiverIssues(r)) report(["receivers", i, key], message);
        });
      }
      if (digital && x.when === "later") {
        const issue = sendMomentIssue(i18n, { date: x.date, time: x.time }, rules.timeZone, now());
        if (issue) report([issue[0]], issue[1]);
      }
    }),
  );
}

export type AddToBasketInput = v.InferOutput<ReturnType<typeof addToBasketSchema>>;

/** The receivers of a valid form, typed (the schema has checked each). */
export function receiversOf(input: AddToBasketInput): { name: string; email: string; phone: string }[] {
  if (input.sendTo !== "others") return [];
  return input.receivers.map((r) => ({ name: r.name.trim(), email: r.email.trim(), phone: r.phone.trim() }));
}

/**
 * The API's addGiftcardPackage input (spec §7): the form's field rules for what both have; the
 * variation, amount and extras are checked against the product by the basket (add-packages.server.ts).
 */
export function addPackageInputSchema(
  i18n: I18n,
  rules: Pick<AddRules, "country" | "timeZone">,
  now: () => Date = () => new Date(),
) {
  return v.object({
    variationId: v.string(),
    amount: v.number(),
    quantity: quantityField(i18n),
    wrapperId: v.nullish(v.string()),
    giftPackingId: v.nullish(v.string()),
    message: v.nullish(
      v.pipe(
        personalNoteField(i18n),
        v.transform((s) => s.trim()),
      ),
    ),
    receivers: v.pipe(v.nullish(v.array(receiverInputSchema(i18n, rules.country)), []), v.maxLength(MAX_RECEIVERS)),
    schedule: v.nullish(
      v.pipe(
        v.object({ date: v.string(), time: v.string() }),
        v.check((when) => digitalSendAt(now(), when, rules.timeZone).ok),
      ),
    ),
  });
}
