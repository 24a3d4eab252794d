/**
 * The account's data form (spec §3 CustomerProfile, §7 getUserInfo subscribed; issue 15 account data):
 * the customer fields the checkout's details step asks (forms/customer.ts, the same rules), the
 * newsletter subscription; and the delete-account confirmation (spec §6: irreversible, with
 * confirmation). No server imports: the page and the API parse with these schemas.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { checkbox, customerEntries, customerIssues } from "../forms/customer";
import { emailField, formSchema } from "../forms/rules";

/** `country`: the storefront's (a VAT number without a prefix is one of its). */
export function profileSchema(i18n: I18n, country: string) {
  return formSchema(
    v.pipe(
      v.object({ ...customerEntries(i18n), subscribed: checkbox() }),
      v.rawCheck(({ dataset, addIssue }) => {
        // The phone is optional on the account (spec §5: the optional variant accepts empty).
        if (dataset.typed) customerIssues(i18n, dataset.value, addIssue, { phoneRequired: false, country });
      }),
    ),
  );
}

export type ProfileInput = v.InferOutput<ReturnType<typeof profileSchema>>;

/** Deleting the account: the account's e-mail typed again, the box ticked and the current password. */
export function deleteAccountSchema(i18n: I18n) {
  return formSchema(
    v.object({
      email: emailField(i18n),
      password: v.pipe(v.optional(v.string(), ""), v.minLength(1, i18n._(msg`Password is a required field`))),
      confirm: v.pipe(
        checkbox(),
        v.check((x) => x, i18n._(msg`Please confirm that you want to delete your account`)),
      ),
    }),
  );
}
