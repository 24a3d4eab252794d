/** What the checkout steps share: a step form bound to its schema and the phone country codes. */
import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { styled } from "../../../themes/stitches.config";
import type { CheckoutActionData } from "../checkout.server";

export function useStepForm<T>(intent: string, action: CheckoutActionData | undefined) {
  const navigation = useNavigation();
  return {
    lastResult: (action?.intent === intent ? action.result : undefined) as SubmissionResult<string[]> | undefined,
    busy: navigation.state !== "idle" && navigation.formData?.get("intent") === intent,
  } as { lastResult: SubmissionResult<string[]> | undefined; busy: boolean } & { _?: T };
}

export { phoneCodeOptions as phoneCodes } from "../../forms/phone-codes";

export const StepForm = styled(Form, { display: "grid", gap: "$5" });
