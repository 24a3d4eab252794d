/** The purchase form of the product page (spec §5): delivery type, amount (fixed or custom) and quantity. */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "@remix-run/react";
import { useMemo, useState } from "react";
import { styled } from "../../../themes/stitches.config";
import { Button } from "../../components/ui/Button";
import { formatMoney } from "../../i18n/format";
import { type DeliveryType, MAX_QUANTITY, type PurchaseRules, purchaseSchema } from "./purchase";

export interface Selection {
  deliveryType: DeliveryType;
  amount: number;
  quantity: number;
  total: number;
}

export interface PurchaseFormProps {
  rules: PurchaseRules;
  lastResult: SubmissionResult<string[]> | undefined;
  selection: Selection | null;
  productTitle: string;
}

export function PurchaseForm({ rules, lastResult, selection, productTitle }: PurchaseFormProps) {
  const { t, i18n } = useLingui();
  const navigation = useNavigation();
  const schema = useMemo(() => purchaseSchema(rules, i18n), [rules, i18n]);
  const types = Object.keys(rules.types) as DeliveryType[];
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithValibot(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { deliveryType: types[0], quantity: "1" },
  });
  const [type, setType] = useState<DeliveryType>((fields.deliveryType.initialValue as DeliveryType) || types[0]);
  const rule = rules.types[type] ?? rules.types[types[0]];
  const money = (value: number) => formatMoney(value, rules.currency, rules.locale);
  const typeLabel: Record<DeliveryType, string> = {
    digital: t`Digital — by e-mail within one hour`,
    physical: t`Physical — sent by post`,
  };
  return (
    <Root method="post" {...getFormProps(form)} data-purchase-form>
      <fieldset>
        <legend>{t`How should the card arrive?`}</legend>
        <Choices>
          {types.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={fields.deliveryType.name}
                value={value}
                defaultChecked={value === type}
                onChange={() => setType(value)}
              />
              <span>{typeLabel[value]}</span>
            </label>
          ))}
        </Choices>
        <ErrorText id={fields.deliveryType.errorId}>{fields.deliveryType.errors?.[0]}</ErrorText>
      </fieldset>

      {rule?.fixed.length ? (
        <fieldset aria-describedby={fields.amount.errors ? fields.amount.errorId : undefined}>
          <legend>{t`Amount`}</legend>
          <Amounts>
            {rule.fixed.map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name={fields.amount.name}
                  value={value}
                  defaultChecked={String(value) === fields.amount.initialValue}
                />
                <span>{money(value)}</span>
              </label>
            ))}
          </Amounts>
          <ErrorText id={fields.amount.errorId}>{fields.amount.errors?.[0]}</ErrorText>
        </fieldset>
      ) : rule ? (
        <Field>
          <label htmlFor={fields.amount.id}>
            {t`Amount`} <small>{t`between ${money(rule.min)} and ${money(rule.max)}`}</small>
          </label>
          <input
            id={fields.amount.id}
            name={fields.amount.name}
            key={fields.amount.key}
            type="number"
            inputMode="numeric"
            min={rule.min}
            max={rule.max}
            step={1}
            defaultValue={fields.amount.initialValue as string | undefined}
            aria-invalid={fields.amount.errors ? true : undefined}
            aria-describedby={fields.amount.errors ? fields.amount.errorId : undefined}
            data-amount
          />
          <ErrorText id={fields.amount.errorId}>{fields.amount.errors?.[0]}</ErrorText>
        </Field>
      ) : null}

      <Field>
        <label htmlFor={fields.quantity.id}>{t`Quantity`}</label>
        <input
          id={fields.quantity.id}
          name={fields.quantity.name}
          key={fields.quantity.key}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          step={1}
          defaultValue={fields.quantity.initialValue as string | undefined}
          aria-invalid={fields.quantity.errors ? true : undefined}
          aria-describedby={fields.quantity.errors ? fields.quantity.errorId : undefined}
          data-quantity
        />
        <ErrorText id={fields.quantity.errorId}>{fields.quantity.errors?.[0]}</ErrorText>
      </Field>

      <Button type="submit" loading={navigation.state === "submitting"} data-purchase-submit>
        <Trans>Continue</Trans>
      </Button>

      {selection ? (
        <Summary role="status" data-selection>
          <strong>{t`Your choice`}</strong>
          <span>
            {selection.quantity} × {productTitle} ({typeLabel[selection.deliveryType]}) · {money(selection.amount)}
          </span>
          <span>{t`Total: ${money(selection.total)}`}</span>
        </Summary>
      ) : null}
    </Root>
  );
}

const Root = styled(Form, {
  display: "grid",
  gap: "$4",
  "& fieldset": { border: 0, padding: 0, margin: 0 },
  "& legend, & label": { fontWeight: 600 },
  "& legend": { marginBottom: "$2" },
});
const Choices = styled("div", {
  display: "grid",
  gap: "$2",
  "& label": {
    display: "flex",
    gap: "$3",
    alignItems: "center",
    padding: "$3",
    border: "1px solid $border",
    borderRadius: "$md",
    cursor: "pointer",
    fontWeight: 400,
  },
  "& label:has(input:checked)": { borderColor: "$primary", background: "$surface" },
  "& input": { width: "20px", height: "20px", accentColor: "$primary" },
});
const Amounts = styled("div", {
  display: "flex",
  flexWrap: "wrap",
  gap: "$2",
  "& label": { position: "relative" },
  "& input": { position: "absolute", opacity: 0, inset: 0, cursor: "pointer" },
  "& span": {
    display: "inline-flex",
    alignItems: "center",
    minHeight: "44px",
    padding: "0 $4",
    borderRadius: "$pill",
    border: "2px solid $border",
  },
  "& input:checked + span": { borderColor: "$primary", background: "$primary", color: "$onPrimary" },
  "& input:focus-visible + span": { outline: "3px solid $focus", outlineOffset: "2px" },
});
const Field = styled("div", {
  display: "grid",
  gap: "$1",
  "& small": { fontWeight: 400, color: "$textMuted" },
  "& input": {
    minHeight: "44px",
    maxWidth: "200px",
    padding: "0 $3",
    borderRadius: "$md",
    border: "1px solid $border",
    fontSize: "$md",
    color: "$text",
    background: "$background",
  },
  "& input[aria-invalid]": { borderColor: "$danger" },
});
const ErrorText = styled("p", { margin: 0, color: "$danger", fontSize: "$sm", "&:empty": { display: "none" } });
const Summary = styled("div", {
  display: "grid",
  gap: "$1",
  padding: "$4",
  borderRadius: "$md",
  background: "$surface",
  borderLeft: "4px solid $success",
});
