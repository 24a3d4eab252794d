/**
 * The gift card modal's form (spec §2 redeem modal "gift card"; §5 redeem price, personal note 160):
 * delivery type (when the product has both), amount and an optional note. The same schema checks the
 * form in the browser, the page's action and the API's add/update redeem package.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { toNumber } from "../catalog/detail/purchase";
import { formSchema, personalNoteField } from "../forms/rules";
import { formatMoney } from "../i18n/format";
import { type AmountProblem, REDEEM_NOTE_MAX, type RedeemRules, redeemAmountProblem } from "./basket";

export interface PackageFormContext {
  rules: RedeemRules;
  /** Delivery types the product has. */
  types: ("digital" | "physical")[];
  /** The cards' balance minus the other packages. */
  balanceLeft: number;
  currency: string;
  locale: string;
}

export function amountProblemMessage(i18n: I18n, problem: AmountProblem, currency: string, locale: string): string {
  const money = (value: number) => formatMoney(value, currency, locale);
  switch (problem.kind) {
    case "decimals":
      return i18n._(msg`Use at most 2 decimals`);
    case "range": {
      const min = money(problem.min);
      const max = money(problem.max);
      return i18n._(msg`Choose an amount between ${min} and ${max}`);
    }
    case "remaining": {
      const minimum = money(problem.minimum);
      const upTo = money(problem.upTo);
      const all = money(problem.all);
      return problem.upTo > 0
        ? i18n._(
            msg`At least ${minimum} must stay on your card. Choose at most ${upTo}, or ${all} or more to use it in full`,
          )
        : i18n._(msg`At least ${minimum} must stay on your card. Choose ${all} or more to use it in full`);
    }
  }
}

export function redeemPackageSchema(i18n: I18n, context: PackageFormContext) {
  return formSchema(
    v.pipe(
      v.object({
        deliveryType: v.picklist(context.types, i18n._(msg`Choose digital or physical.`)),
        amount: v.pipe(
          v.unknown(),
          v.transform(toNumber),
          v.number(i18n._(msg`Choose an amount.`)),
          v.rawCheck(({ dataset, addIssue }) => {
            if (!dataset.typed) return;
            const problem = redeemAmountProblem(dataset.value, context.rules, context.balanceLeft);
            if (problem) addIssue({ message: amountProblemMessage(i18n, problem, context.currency, context.locale) });
          }),
        ),
        addNote: v.optional(v.picklist(["on"]), undefined),
        note: v.optional(v.string(), ""),
      }),
      v.forward(
        v.check(
          (input) => !input.addNote || v.is(personalNoteField(i18n, REDEEM_NOTE_MAX), input.note),
          (issue) => {
            const input = issue.input as { note: string };
            return v.safeParse(personalNoteField(i18n, REDEEM_NOTE_MAX), input.note).issues?.[0]?.message ?? "";
          },
        ),
        ["note"],
      ),
      v.transform((input) => ({
        deliveryType: input.deliveryType,
        amount: input.amount,
        note: input.addNote ? input.note.trim() : null,
      })),
    ),
  );
}

export type RedeemPackageInput = v.InferOutput<ReturnType<typeof redeemPackageSchema>>;
