/**
 * The product page's add-to-basket form (spec §3 Package, §5): delivery type, amount, quantity,
 * wrapper, gift packing, personal message (≤150 characters, no emoji, not empty when added),
 * receivers (name, e-mail + confirmation, phone) and, for digital cards, when they are sent. One
 * schema for Conform in the browser and for the action. No server imports.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CountryCode } from "libphonenumber-js/min";
import * as v from "valibot";
import { amountAllowed, amountMessage, MAX_QUANTITY, type PurchaseRules, toNumber } from "../catalog/detail/purchase";
import { digitalSendAt } from "../checkout/delivery-dates";
import { emailField, isValidPhone, nameField, personalNoteField } from "../forms/rules";
import { formatMoney } from "../i18n/format";

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

const text = () =>
  v.pipe(
    v.optional(v.string(), ""),
    v.transform((s) => s.trim()),
  );

export function addToBasketSchema(rules: AddRules, i18n: I18n, now: () => Date = () => new Date()) {
  const money = (value: number) => formatMoney(value, rules.currency, rules.locale);
  const types = Object.keys(rules.types) as ("digital" | "physical")[];
  const name = nameField(i18n, "first");
  const email = emailField(i18n);
  const first = (schema: v.GenericSchema, value: unknown) =>
    v.safeParse(schema, value, { abortPipeEarly: true }).issues?.[0]?.message;
  /** Every field of a receiver on its own, so each shows its message at once. */
  const receiverIssues = (r: { name: string; email: string; confirmEmail: string; phone: string }) => {
    const out: [string, string][] = [];
    const nameIssue = first(name, r.name);
    if (nameIssue) out.push(["name", nameIssue]);
    const emailIssue = first(email, r.email);
    if (emailIssue) out.push(["email", emailIssue]);
    if (r.email.trim().toLowerCase() !== r.confirmEmail.trim().toLowerCase()) {
      out.push(["confirmEmail", i18n._(msg`The e-mail addresses do not match`)]);
    }
    if (r.phone.trim() && !isValidPhone(r.phone.trim(), rules.country as CountryCode)) {
      out.push(["phone", i18n._(msg`Please enter valid phone number`)]);
    }
    return out;
  };
  return v.pipe(
    v.unknown(),
    v.transform((input): Record<string, unknown> => {
      const raw = (input ?? {}) as Record<string, unknown>;
      return { ...raw, amount: toNumber(raw.amount), quantity: toNumber(raw.quantity) };
    }),
    v.object({
      deliveryType: v.picklist(types, i18n._(msg`Choose digital or physical.`)),
      amount: v.pipe(v.number(i18n._(msg`Choose an amount.`)), v.finite(i18n._(msg`Choose an amount.`))),
      quantity: v.pipe(
        v.number(i18n._(msg`Enter a quantity.`)),
        v.integer(i18n._(msg`Enter a whole number of cards.`)),
        v.minValue(1, i18n._(msg`Choose a quantity between 1 and ${MAX_QUANTITY}.`)),
        v.maxValue(MAX_QUANTITY, i18n._(msg`Choose a quantity between 1 and ${MAX_QUANTITY}.`)),
      ),
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
      if (!amountAllowed(rules, x.deliveryType, x.amount)) {
        report(["amount"], amountMessage(rules, i18n, money)({ input: x } as v.BaseIssue<unknown>));
      }
      const digital = x.deliveryType === "digital";
      const wrappers = digital ? rules.wrappers.digital : rules.wrappers.physical;
      if (x.wrapper && !wrappers.includes(x.wrapper)) report(["wrapper"], i18n._(msg`Choose one of the wrappers.`));
      if (x.giftPacking && (digital || !rules.packings.includes(x.giftPacking))) {
        report(["giftPacking"], i18n._(msg`Gift packing is only possible for physical cards.`));
      }
      if (x.addMessage) {
        const note = v.safeParse(personalNoteField(i18n), x.message, { abortPipeEarly: true });
        if (!note.success) report(["message"], note.issues[0].message);
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
        const when = digitalSendAt(now(), { date: x.date, time: x.time }, rules.timeZone);
        if (!when.ok) {
          if (when.reason === "past") report(["time"], i18n._(msg`Choose a moment in the future.`));
          else if (when.reason === "tooFar") report(["date"], i18n._(msg`Choose a moment within a year.`));
          else report([x.date ? "time" : "date"], i18n._(msg`Choose a date and a time.`));
        }
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
