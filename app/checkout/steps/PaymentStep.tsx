/** Checkout step 3: the storefront's payment methods, each with its own input; card fields load only when chosen. */

import { getFormProps } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useState } from "react";
import { styled } from "../../../themes/stitches.config";
import { Button } from "../../components/ui/Button";
import { ChoiceLabel, ErrorText, Field, Fieldset } from "../../components/ui/Form";
import { useHydrated } from "../../components/ui/use-hydrated";
import { usePageForm } from "../../forms/page-form";
import { useSchemaValidation } from "../../forms/use-validation";
import { formatMoney } from "../../i18n/format";
import type { CardResult } from "../../payments/client/card-result";
import { useHref, useShell } from "../../storefront/shell";
import { paymentSchema } from "../checkout.schema";
import type { CheckoutActionData, CheckoutView } from "../checkout.server";
import { IssuerSelect } from "./IssuerSelect";
import { StepForm, useStepForm } from "./step-form";
import { TermsField } from "./TermsField";

const TestPayCard = lazy(() => import("../../payments/client/TestPayCard"));

const AdyenCard = lazy(() => import("../../payments/client/AdyenCard"));

export function PaymentStep({
  data,
  action,
  onPay,
}: {
  data: CheckoutView;
  action: CheckoutActionData | undefined;
  onPay: () => void;
}) {
  const { t, i18n } = useLingui();
  const { sf, locale } = useShell();
  const _href = useHref();
  const { lastResult, busy } = useStepForm("payment", action);
  const hydrated = useHydrated();
  // Gift cards pay first; when they pay it all, no method is asked for.
  const covered = data.giftcards?.covered ?? false;
  const toPay = data.giftcards?.rest.value ?? data.cart.totals.grandTotal.value;
  const validate = useSchemaValidation(
    () =>
      paymentSchema(i18n, {
        methods: data.methods.map((m) => m.id),
        issuers: data.issuers.map((x) => x.id),
        phoneCountry: sf.country,
        covered,
      }),
    [i18n, data.methods, data.issuers, sf.country, covered],
  );
  const [form, fields] = usePageForm({
    id: "payment",
    lastResult,
    onValidate: validate,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: { method: data.methods[0]?.id, idempotencyKey: data.idempotencyKey },
  });
  const [method, setMethod] = useState(String(fields.method.initialValue ?? data.methods[0]?.id));
  // spec §4: a payment method change clears the stored credit card type.
  const [card, setCard] = useState<CardResult | null>(null);
  useEffect(() => {
    if (method !== "card") setCard(null);
  }, [method]);
  // What a method asks next (bank, BLIK code, phone) or tells, right under it; shown while it is chosen
  // (CSS), so it also works without JavaScript.
  const extra = (m: CheckoutView["methods"][number]) => {
    if (m.input === "issuer") return <IssuerSelect field={fields.issuer} issuers={data.issuers} />;
    if (m.input === "blikCode")
      return (
        <Field
          id={fields.blikCode.id}
          name={fields.blikCode.name}
          errorId={fields.blikCode.errorId}
          errors={fields.blikCode.errors}
          label={t`BLIK code`}
          hint={t`6 digits from your banking app`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          data-blik
        />
      );
    if (m.input === "phone")
      return (
        <Field
          id={fields.phone.id}
          name={fields.phone.name}
          errorId={fields.phone.errorId}
          errors={fields.phone.errors}
          label={t`Phone number for MB WAY`}
          type="tel"
          autoComplete="tel"
          required
          data-mbway-phone
        />
      );
    if (m.id === "banktransfer")
      return (
        <p>
          <Trans>
            You get our bank details after ordering. We send your cards as soon as your payment has arrived.
          </Trans>
        </p>
      );
    if (m.id === "invoice")
      return (
        <p>
          <Trans>You receive the invoice by e-mail and pay within 30 days. Your cards are sent right away.</Trans>
        </p>
      );
    return null;
  };
  const label = (m: CheckoutView["methods"][number]) =>
    m.id === "card"
      ? t`Credit or debit card`
      : m.id === "banktransfer"
        ? t`Bank transfer`
        : m.id === "invoice"
          ? t`On invoice`
          : m.name;
  return (
    <StepForm
      method="post"
      {...getFormProps(form)}
      onSubmit={(event) => {
        form.onSubmit(event);
        if (!event.defaultPrevented) onPay();
      }}
      data-payment-form
    >
      <input type="hidden" name="intent" value="payment" />
      <input type="hidden" name={fields.idempotencyKey.name} value={data.idempotencyKey} />
      <input type="hidden" name={fields.clientData.name} value={card ? JSON.stringify(card.clientData) : ""} />
      <Fieldset hidden={covered} disabled={covered}>
        <legend>{data.giftcards?.cards.length ? t`Choose how you pay the rest` : t`Choose how you pay`}</legend>
        {data.methods.map((m) => {
          const more = extra(m);
          return (
            <MethodOption key={m.id}>
              <ChoiceLabel>
                <input
                  type="radio"
                  name={fields.method.name}
                  value={m.id}
                  defaultChecked={method === m.id}
                  onChange={() => setMethod(m.id)}
                  data-method={m.id}
                />
                <img src={m.logo} alt="" width={52} height={34} />
                <span>{label(m)}</span>
              </ChoiceLabel>
              {more ? <MethodExtra data-method-extra>{more}</MethodExtra> : null}
            </MethodOption>
          );
        })}
        <ErrorText id={fields.method.errorId}>{fields.method.errors?.[0]}</ErrorText>
      </Fieldset>

      {method === "card" && !covered ? (
        <CardBox>
          <Suspense fallback={<p>{t`Loading…`}</p>}>
            {data.paymentClient.provider === "adyen" ? (
              <AdyenCard
                onCard={setCard}
                clientKey={data.paymentClient.clientKey}
                environment={data.paymentClient.environment}
                locale={data.locale}
                countryCode={sf.country}
                amount={{ value: Math.round(toPay * 100), currency: data.cart.currency }}
              />
            ) : (
              <TestPayCard onCard={setCard} language={data.locale.slice(0, 2)} />
            )}
          </Suspense>
          {card ? <p data-card-ready>{t`Card ready: ${card.brand ?? ""} •••• ${card.last4}`}</p> : null}
        </CardBox>
      ) : null}
      <TermsField field={fields.terms} />
      <ErrorText>{fields.clientData.errors?.[0] ?? fields.idempotencyKey.errors?.[0]}</ErrorText>
      {/* Without JavaScript the choice of method is only known to the server, which answers for a card. */}
      <Button type="submit" loading={busy} disabled={hydrated && !covered && method === "card" && !card} data-pay>
        {covered ? t`Place order` : t`Pay ${formatMoney(toPay, data.cart.currency, locale)}`}
      </Button>
    </StepForm>
  );
}

const CardBox = styled("div", { display: "grid", gap: "$2" });

const MethodOption = styled("div", {
  display: "grid",
  gap: "$2",
  "& > [data-method-extra]": { display: "none" },
  "&:has(> label input:checked) > [data-method-extra]": { display: "grid" },
});

const MethodExtra = styled("div", { gap: "$2", padding: "0 $3 $2", "& p": { margin: 0 } });
