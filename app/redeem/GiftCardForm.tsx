/**
 * The redeem "gift card" modal's form (spec §2 redeem modals; §3 redeem package; §5 redeem price and
 * personal note 160): the delivery type when the product has both, the amount (its bounds and the
 * balance left shown), an optional note. Checked by the same schema in the browser and on the server.
 */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useLingui } from "@lingui/react/macro";
import { useNavigation } from "@remix-run/react";
import { useState } from "react";
import { styled } from "../../themes/stitches.config";
import type { ApiError } from "../api/errors";
import { Button } from "../components/ui/Button";
import { Alert, ChoiceLabel, ErrorText, Fieldset } from "../components/ui/Form";
import { FormField } from "../components/ui/FormField";
import { ModalFormBody } from "../components/ui/ModalForm";
import { OptionalText } from "../components/ui/OptionalText";
import { usePageForm } from "../forms/page-form";
import { useSchemaValidation } from "../forms/use-validation";
import { useApiErrorMessage } from "../i18n/api-errors";
import { formatMoney } from "../i18n/format";
import { useShell } from "../storefront/shell";
import type { RedeemPackageView, RedeemProductItem } from "./api-docs.server";
import { promotionAmount, REDEEM_NOTE_MAX, suggestedAmount } from "./basket";
import { type PackageFormContext, type RedeemPackageInput, redeemPackageSchema } from "./package.schema";

type Fields = { deliveryType: string; amount: string; addNote: string; note: string };

export function GiftCardForm({
  product,
  context,
  editing,
  result,
  errors,
}: {
  product: RedeemProductItem;
  context: PackageFormContext;
  editing: RedeemPackageView | null;
  result?: SubmissionResult<string[]>;
  errors: ApiError[];
}) {
  const { t, i18n } = useLingui();
  const { locale } = useShell();
  const navigation = useNavigation();
  const errorText = useApiErrorMessage();
  const validate = useSchemaValidation(() => redeemPackageSchema(i18n, context), [i18n, context]);
  const money = (value: number) => formatMoney(value, context.currency, locale);
  const start = editing?.packageTotals.mainItemAmount.value ?? suggestedAmount(context.rules, context.balanceLeft);
  const [form, fields] = usePageForm<Fields, RedeemPackageInput>({
    id: `gift-card-${product.id}`,
    lastResult: result,
    defaultValue: {
      deliveryType: editing?.items[0]?.variation.variationType ?? context.types[0],
      amount: String(start),
      addNote: editing?.note ? "on" : "",
      note: editing?.note ?? "",
    },
    onValidate: validate,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [amount, setAmount] = useState(start);
  const min = money(context.rules.minimumAvailableCustomAmount);
  const max = money(context.rules.maximumAvailableCustomAmount);
  const left = money(Math.max(0, context.balanceLeft));
  const extra = context.rules.promotionPercent > 0 ? promotionAmount(amount || 0, context.rules.promotionPercent) : 0;
  return (
    <ModalFormBody method="post" {...getFormProps(form)} data-gift-card-form>
      <input type="hidden" name="intent" value={editing ? "update" : "add"} />
      <input type="hidden" name="redeemProductId" value={product.id} />
      {editing ? <input type="hidden" name="packageId" value={editing.id} /> : null}
      {errors.length ? (
        <Alert role="alert" data-package-error>
          <p>{errorText(errors[0])}</p>
        </Alert>
      ) : null}
      <Head>
        <Art css={{ background: product.backgroundColor }}>
          <img src={product.image} alt="" width={200} height={126} />
        </Art>
        <p>{t`Balance left to spend: ${left}`}</p>
      </Head>
      {context.types.length > 1 ? (
        <Fieldset>
          <legend>{t`How would you like to receive it?`}</legend>
          {context.types.map((type) => (
            <ChoiceLabel key={type}>
              <input
                type="radio"
                name={fields.deliveryType.name}
                value={type}
                defaultChecked={fields.deliveryType.initialValue === type}
                data-delivery-type={type}
              />
              <span>{type === "digital" ? t`Digital, by e-mail` : t`Physical, by post`}</span>
            </ChoiceLabel>
          ))}
          <ErrorText id={fields.deliveryType.errorId}>{fields.deliveryType.errors?.[0]}</ErrorText>
        </Fieldset>
      ) : (
        <input type="hidden" name={fields.deliveryType.name} value={context.types[0]} />
      )}
      <FormField
        field={fields.amount}
        label={t`Amount`}
        hint={t`Between ${min} and ${max}`}
        inputMode="decimal"
        autoComplete="off"
        required
        onInput={(event) => setAmount(Number(event.currentTarget.value.replace(",", ".")))}
        data-redeem-amount
      />
      {extra > 0 ? (
        <Promotion data-promotion>{t`With this card you get ${money(extra)} extra on top.`}</Promotion>
      ) : null}
      <OptionalText
        toggle={fields.addNote}
        field={fields.note}
        max={REDEEM_NOTE_MAX}
        labels={{
          toggle: t`Add a personal note`,
          text: t`Your note`,
          withoutJs: t`Your note (tick the box above to add it)`,
        }}
        marks={{ toggle: "add-note", text: "note" }}
      />
      <Button type="submit" loading={navigation.state === "submitting"} data-add-package>
        {editing ? t`Save changes` : t`Add to basket`}
      </Button>
    </ModalFormBody>
  );
}

const Head = styled("div", {
  display: "flex",
  gap: "$4",
  alignItems: "center",
  "& p": { margin: 0, fontWeight: 600 },
  "@mobile": { flexDirection: "column", alignItems: "flex-start" },
});
const Art = styled("div", {
  borderRadius: "$md",
  padding: "$2",
  flexShrink: 0,
  "& img": { display: "block", borderRadius: "$sm", boxShadow: "$card" },
});
const Promotion = styled("p", { margin: 0, color: "$success", fontWeight: 600 });
