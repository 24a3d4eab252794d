/**
 * The checkout (spec §2 checkout steps: your details, shipping, payment, success; named modals:
 * checkout order overview, error). Every step is a plain form post (works without JavaScript); the
 * payment provider's client code (card fields) loads only on the payment step, only for cards. The
 * steps' forms (Conform, valibot, the schemas, the address and phone-code selectors) load after the
 * page: the server renders them, so they work without JavaScript until then; once the page is there,
 * the other steps' code loads too, ready for the next step.
 */

import { useLingui } from "@lingui/react/macro";
import { useSubmit } from "@remix-run/react";
import { lazy, Suspense, useEffect, useMemo, useRef } from "react";
import { styled } from "../../themes/stitches.config";
import { useErrorModal } from "../components/ErrorModal";
import { Link } from "../components/Link";
import { Alert } from "../components/ui/Form";
import { ShopPage, WithSummary } from "../components/ui/SummaryPanel";
import { WithoutJs } from "../components/ui/use-hydrated";
import { useApiErrorMessage } from "../i18n/api-errors";
import { fromJsonText } from "../storefront/json-text";
import { useHref } from "../storefront/shell";
import type { CheckoutActionData, CheckoutData, CheckoutView } from "./checkout.server";
import type { CheckoutStep } from "./checkout-data";
import { OrderSummary } from "./OrderSummary";

const load = {
  details: () => import("./steps/DetailsStep"),
  shipping: () => import("./steps/ShippingStep"),
  giftCards: () => import("./steps/GiftCardPayment"),
  payment: () => import("./steps/PaymentStep"),
};
const DetailsStep = lazy(() => load.details().then((m) => ({ default: m.DetailsStep })));
const ShippingStep = lazy(() => load.shipping().then((m) => ({ default: m.ShippingStep })));
const GiftCardPayment = lazy(() => load.giftCards().then((m) => ({ default: m.GiftCardPayment })));
const PaymentStep = lazy(() => load.payment().then((m) => ({ default: m.PaymentStep })));

export function CheckoutPage({
  data: routeData,
  action,
}: {
  data: CheckoutData;
  action: CheckoutActionData | undefined;
}) {
  const { t } = useLingui();
  const data: CheckoutView = useMemo(() => ({ ...routeData, cart: fromJsonText(routeData.cart) }), [routeData]);
  const href = useHref();
  const showError = useErrorModal();
  const errorText = useApiErrorMessage();
  const submit = useSubmit();
  const paying = useRef(false);
  // A refused gift card is told in its own form; other errors in the error modal.
  const modalErrors = action?.intent === "addCard" ? [] : (action?.errors ?? []);
  useEffect(() => {
    if (action?.intent !== "addCard" && action?.errors.length) showError({ dataErrors: [action.errors] });
  }, [action, showError]);
  useEffect(() => {
    if (data.retry) showError({ dataErrors: [[data.retry.error]] });
  }, [data.retry, showError]);
  // spec §4: leaving the page deletes the current order (not when it leaves to pay). Only on unmount:
  // the latest submit and path are read from a ref.
  const leave = useRef(() => {});
  leave.current = () => {
    if (!paying.current) submit({ intent: "leave" }, { method: "post", action: href("checkout"), navigate: false });
  };
  useEffect(() => () => leave.current(), []);
  // The next steps' code, once this page is there (a failed load is retried when the step renders).
  useEffect(() => {
    for (const step of Object.values(load)) step().catch(() => {});
  }, []);
  const steps: { id: CheckoutStep | "success"; label: string }[] = [
    { id: "details", label: t`Your details` },
    { id: "shipping", label: t`Shipping` },
    { id: "payment", label: t`Payment` },
    { id: "success", label: t`Done` },
  ];
  const current = steps.findIndex((s) => s.id === data.step);
  const alert = modalErrors.length ? modalErrors[0] : data.retry?.error;
  return (
    <ShopPage data-checkout data-step={data.step}>
      <h1>{t`Checkout`}</h1>
      <Steps aria-label={t`Checkout steps`}>
        {steps.map((s, i) => (
          <li key={s.id} aria-current={i === current ? "step" : undefined} data-done={i < current || undefined}>
            {i < current && s.id !== "success" ? (
              <Link to={`${href("checkout")}?step=${s.id}`}>{s.label}</Link>
            ) : (
              s.label
            )}
          </li>
        ))}
      </Steps>
      {alert ? (
        <WithoutJs>
          <Alert role="alert">
            <p>{errorText(alert)}</p>
          </Alert>
        </WithoutJs>
      ) : null}
      <WithSummary>
        <div>
          <Suspense fallback={null}>
            {data.step === "details" ? <DetailsStep data={data} action={action} /> : null}
            {data.step === "shipping" ? (
              // A picked address of the address book gives the form new starting values.
              <ShippingStep
                key={data.prefill?.chosen ? data.prefill.address?.id : "basket"}
                data={data}
                action={action}
              />
            ) : null}
            {data.step === "payment" ? (
              <Payment>
                <GiftCardPayment data={data} action={action} />
                <PaymentStep data={data} action={action} onPay={() => (paying.current = true)} />
              </Payment>
            ) : null}
          </Suspense>
        </div>
        <OrderSummary data={data} />
      </WithSummary>
    </ShopPage>
  );
}

const Payment = styled("div", { display: "grid", gap: "$5" });

const Steps = styled("ol", {
  display: "flex",
  gap: "$4",
  flexWrap: "wrap",
  listStyle: "none",
  padding: 0,
  margin: "0 0 $5",
  counterReset: "step",
  "& li": { counterIncrement: "step", color: "$textMuted" },
  "& li::before": { content: "counter(step) '. '" },
  "& li[aria-current]": { color: "$text", fontWeight: 700 },
});
