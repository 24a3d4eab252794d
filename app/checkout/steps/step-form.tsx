/** What the checkout steps share: a step form bound to its schema and the phone country codes. */
import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { getCountries, getCountryCallingCode } from "libphonenumber-js/min";
import { styled } from "../../../themes/stitches.config";
import { displayName } from "../../i18n/display-names";
import type { CheckoutActionData } from "../checkout.server";

export function useStepForm<T>(intent: string, action: CheckoutActionData | undefined) {
  const navigation = useNavigation();
  return {
    lastResult: (action?.intent === intent ? action.result : undefined) as SubmissionResult<string[]> | undefined,
    busy: navigation.state !== "idle" && navigation.formData?.get("intent") === intent,
  } as { lastResult: SubmissionResult<string[]> | undefined; busy: boolean } & { _?: T };
}

export function phoneCodes(locale: string) {
  return getCountries()
    .map((c) => ({ value: c, label: `${displayName(locale, "region", c)} (+${getCountryCallingCode(c)})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

export const StepForm = styled(Form, { display: "grid", gap: "$5" });
