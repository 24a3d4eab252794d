/**
 * The checkout (spec §2 checkout steps: your details, shipping, payment, success; named modals:
 * checkout order overview, error). Every step is a plain form post (works without JavaScript); the
 * payment provider's client code (card fields) loads only on the payment step, only for cards.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import { getCountries, getCountryCallingCode } from "libphonenumber-js/min";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { styled } from "../../themes/stitches.config";
import { DispatchDateField } from "../basket/DeliveryMoment";
import { useHydrated, WithoutJs } from "../basket/use-hydrated";
import { useErrorModal } from "../components/ErrorModal";
import { Button } from "../components/ui/Button";
import {
  Alert,
  ChoiceLabel,
  ErrorText,
  Field,
  FieldBox,
  Fieldset,
  NativeSelect,
  RequiredMark,
  Row,
} from "../components/ui/Form";
import { FormField } from "../components/ui/FormField";
import { useModals } from "../components/ui/Modal";
import { Select } from "../components/ui/Select";
import { ShopPage, SummaryPanel, WithSummary } from "../components/ui/SummaryPanel";
import { useApiErrorMessage } from "../i18n/api-errors";
import { displayName } from "../i18n/display-names";
import { formatMoney } from "../i18n/format";
import type { CardResult } from "../payments/client/card-result";
import { useHref, useShell } from "../storefront/shell";
import { detailsSchema, paymentSchema, shippingSchema } from "./checkout.schema";
import type { CheckoutActionData, CheckoutData } from "./checkout.server";
import type { CheckoutStep } from "./checkout-data";

const TestPayCard = lazy(() => import("../payments/client/TestPayCard"));
const AdyenCard = lazy(() => import("../payments/client/AdyenCard"));

export function CheckoutPage({ data, action }: { data: CheckoutData; action: CheckoutActionData | undefined }) {
  const { t } = useLingui();
  const href = useHref();
  const showError = useErrorModal();
  const errorText = useApiErrorMessage();
  const submit = useSubmit();
  const paying = useRef(false);
  useEffect(() => {
    if (action?.errors.length) showError({ dataErrors: [action.errors] });
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
  const steps: { id: CheckoutStep | "success"; label: string }[] = [
    { id: "details", label: t`Your details` },
    { id: "shipping", label: t`Shipping` },
    { id: "payment", label: t`Payment` },
    { id: "success", label: t`Done` },
  ];
  const current = steps.findIndex((s) => s.id === data.step);
  const alert = action?.errors.length ? action.errors[0] : data.retry?.error;
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
          {data.step === "details" ? <DetailsStep data={data} action={action} /> : null}
          {data.step === "shipping" ? <ShippingStep data={data} action={action} /> : null}
          {data.step === "payment" ? (
            <PaymentStep data={data} action={action} onPay={() => (paying.current = true)} />
          ) : null}
        </div>
        <OrderSummary data={data} />
      </WithSummary>
    </ShopPage>
  );
}

function useStepForm<T>(intent: string, action: CheckoutActionData | undefined) {
  const navigation = useNavigation();
  return {
    lastResult: (action?.intent === intent ? action.result : undefined) as SubmissionResult<string[]> | undefined,
    busy: navigation.state !== "idle" && navigation.formData?.get("intent") === intent,
  } as { lastResult: SubmissionResult<string[]> | undefined; busy: boolean } & { _?: T };
}

function phoneCodes(locale: string) {
  return getCountries()
    .map((c) => ({ value: c, label: `${displayName(locale, "region", c)} (+${getCountryCallingCode(c)})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

function DetailsStep({ data, action }: { data: CheckoutData; action: CheckoutActionData | undefined }) {
  const { t, i18n } = useLingui();
  const { sf, locale } = useShell();
  const { lastResult, busy } = useStepForm("details", action);
  const schema = useMemo(() => detailsSchema(i18n, { loggedIn: data.loggedIn }), [i18n, data.loggedIn]);
  const c = data.cart.customer;
  const [form, fields] = useForm({
    id: "details",
    lastResult,
    onValidate: ({ formData }) => parseWithValibot(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      customerType: c?.customerType ?? "PRIVATE",
      firstName: c?.firstName ?? "",
      lastName: c?.lastName ?? "",
      email: c?.email ?? data.userEmail,
      phoneCountry: c?.phoneCountry ?? sf.country,
      phoneNumber: c?.phoneNumber ?? "",
      companyName: c?.companyName ?? "",
      vatNumber: c?.vatNumber ?? "",
      kvkNumber: c?.kvkNumber ?? "",
      referenceNumber: c?.referenceNumber ?? "",
      invoiceEmail: c?.invoiceEmail ?? "",
    },
  });
  const [type, setType] = useState(String(fields.customerType.initialValue ?? "PRIVATE"));
  const [phoneCountry, setPhoneCountry] = useState(String(fields.phoneCountry.initialValue ?? sf.country));
  const codes = useMemo(() => phoneCodes(locale), [locale]);
  type TextName =
    | "firstName"
    | "lastName"
    | "email"
    | "phoneNumber"
    | "companyName"
    | "vatNumber"
    | "kvkNumber"
    | "referenceNumber"
    | "invoiceEmail"
    | "password"
    | "confirmPassword";
  const input = (name: TextName, label: string, type: "text" | "email" | "tel" | "password", extra: object = {}) => {
    const f = fields[name];
    return <FormField field={f} type={type} label={label} {...extra} data-field={name} />;
  };
  return (
    <StepForm method="post" {...getFormProps(form)} data-details-form>
      <input type="hidden" name="intent" value="details" />
      <Fieldset>
        <legend>{t`I order as`}</legend>
        <Row>
          {(["PRIVATE", "BUSINESS"] as const).map((value) => (
            <ChoiceLabel key={value}>
              <input
                type="radio"
                name={fields.customerType.name}
                value={value}
                defaultChecked={type === value}
                onChange={() => setType(value)}
                data-customer-type={value}
              />
              <span>{value === "PRIVATE" ? t`Private customer` : t`Business customer`}</span>
            </ChoiceLabel>
          ))}
        </Row>
      </Fieldset>
      <Row>
        {input("firstName", t`First name`, "text", { required: true, autoComplete: "given-name" })}
        {input("lastName", t`Last name`, "text", { required: true, autoComplete: "family-name" })}
      </Row>
      {input("email", t`E-mail`, "email", { required: true, autoComplete: "email" })}
      <Row>
        <Select
          label={t`Country code`}
          name={fields.phoneCountry.name}
          options={codes}
          value={phoneCountry}
          onChange={setPhoneCountry}
          searchable
          required
        />
        {input("phoneNumber", t`Phone`, "tel", { required: true, autoComplete: "tel-national" })}
      </Row>
      {type === "BUSINESS" ? (
        <Fieldset data-business>
          <legend>{t`Company details`}</legend>
          {input("companyName", t`Company name`, "text", { required: true, autoComplete: "organization" })}
          <Row>
            {input("vatNumber", t`VAT number`, "text", { required: true })}
            {input("kvkNumber", t`Chamber of commerce number`, "text", { hint: t`optional` })}
          </Row>
          <Row>
            {input("referenceNumber", t`Reference or cost centre`, "text", { required: true })}
            {input("invoiceEmail", t`Invoice e-mail`, "email", { hint: t`optional` })}
          </Row>
        </Fieldset>
      ) : null}
      {!data.loggedIn ? (
        <AccountFields>
          <ChoiceLabel>
            <input
              type="checkbox"
              name={fields.createAccount.name}
              defaultChecked={fields.createAccount.initialValue === "on"}
              data-create-account
            />
            <span>{t`Create an account with these details`}</span>
          </ChoiceLabel>
          {/* Shown while the box is ticked (CSS, so it works without JavaScript too). */}
          <Row data-account-fields>
            {input("password", t`Password`, "password", { required: true, autoComplete: "new-password" })}
            {input("confirmPassword", t`Confirm password`, "password", {
              required: true,
              autoComplete: "new-password",
            })}
          </Row>
        </AccountFields>
      ) : null}
      <ChoiceLabel>
        <input type="checkbox" name={fields.subscribed.name} defaultChecked={c?.subscribed} />
        <span>{t`Keep me informed about offers and news`}</span>
      </ChoiceLabel>
      <Button type="submit" loading={busy} data-next>
        {t`Continue to shipping`}
      </Button>
    </StepForm>
  );
}

function ShippingStep({ data, action }: { data: CheckoutData; action: CheckoutActionData | undefined }) {
  const { t, i18n } = useLingui();
  const { sf, locale } = useShell();
  const { lastResult, busy } = useStepForm("shipping", action);
  const physical = data.cart.shipments.filter((s) => s.deliveryType === "PHYSICAL");
  const schema = useMemo(
    () =>
      shippingSchema(i18n, {
        physicalTags: physical.map((s) => s.tag),
        deliveryCountries: data.deliveryCountries,
        isValidDispatchDate: (d) => data.dispatchDates.includes(d),
      }),
    [i18n, physical, data.deliveryCountries, data.dispatchDates],
  );
  const c = data.cart.customer;
  const b = data.cart.billingAddress;
  const [form, fields] = useForm({
    id: "shipping",
    lastResult,
    onValidate: ({ formData }) => parseWithValibot(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      shipments: physical.map((s) => ({
        tag: s.tag,
        firstName: s.deliveryAddress?.firstName ?? s.receiver?.name.split(" ")[0] ?? c?.firstName ?? "",
        lastName:
          s.deliveryAddress?.lastName ??
          (s.receiver ? s.receiver.name.split(" ").slice(1).join(" ") : (c?.lastName ?? "")),
        companyName: s.deliveryAddress?.companyName ?? (c?.customerType === "BUSINESS" ? c.companyName : ""),
        countryCode: s.deliveryAddress?.countryCode ?? data.deliveryCountries[0],
        postCode: s.deliveryAddress?.postCode ?? "",
        houseNumber: s.deliveryAddress?.houseNumber ?? "",
        suffix: s.deliveryAddress?.suffix ?? "",
        street: s.deliveryAddress?.street ?? "",
        city: s.deliveryAddress?.city ?? "",
        dispatchDate: s.dispatchDate ?? data.earliest,
      })),
      billingSame: physical.length > 0 ? "on" : "",
      billing: b ?? { countryCode: sf.country },
    },
  });
  const [billingSame, setBillingSame] = useState(physical.length > 0 && !b);
  const countries = useMemo(
    () => data.deliveryCountries.map((code) => ({ value: code, label: displayName(locale, "region", code) })),
    [data.deliveryCountries, locale],
  );
  const allCountries = useMemo(
    () =>
      getCountries()
        .map((code) => ({ value: code, label: displayName(locale, "region", code) }))
        .sort((x, y) => x.label.localeCompare(y.label, locale)),
    [locale],
  );
  const shipmentFields = fields.shipments.getFieldList();
  const billing = fields.billing.getFieldset();
  return (
    <StepForm method="post" {...getFormProps(form)} data-shipping-form>
      <input type="hidden" name="intent" value="shipping" />
      {shipmentFields.map((item, index) => {
        const s = item.getFieldset();
        const shipment = physical[index];
        return (
          <Fieldset key={item.key ?? index} data-address={shipment.tag}>
            <legend>
              {shipment.receiver ? t`Delivery address of ${shipment.receiver.name}` : t`Delivery address`}
            </legend>
            <input type="hidden" name={s.tag.name} value={shipment.tag} />
            <AddressFields fields={s} countries={countries} withName />
            <DispatchDateField field={s.dispatchDate} dates={data.dispatchDates} />
          </Fieldset>
        );
      })}
      {physical.length === 0 ? (
        <p>
          <Trans>Your cards are delivered by e-mail: we only need your billing address.</Trans>
        </p>
      ) : null}
      <Fieldset>
        <legend>{t`Billing address`}</legend>
        {physical.length > 0 ? (
          <ChoiceLabel>
            <input
              type="checkbox"
              name={fields.billingSame.name}
              defaultChecked={billingSame}
              onChange={(e) => setBillingSame(e.currentTarget.checked)}
              data-billing-same
            />
            <span>{t`Same as the (first) delivery address`}</span>
          </ChoiceLabel>
        ) : null}
        {!billingSame || physical.length === 0 ? <AddressFields fields={billing} countries={allCountries} /> : null}
      </Fieldset>
      <Button type="submit" loading={busy} data-next>
        {t`Continue to payment`}
      </Button>
    </StepForm>
  );
}

interface AddressFieldSet {
  [key: string]: { id: string; name: string; errorId: string; errors?: string[]; initialValue?: unknown; key?: string };
}

function AddressFields({
  fields,
  countries,
  withName,
}: {
  fields: AddressFieldSet;
  countries: { value: string; label: string }[];
  withName?: boolean;
}) {
  const { t } = useLingui();
  const [country, setCountry] = useState(String(fields.countryCode.initialValue ?? countries[0]?.value ?? ""));
  const text = (name: string, label: string, extra: object = {}) => {
    const f = fields[name];
    return (
      <Field
        id={f.id}
        name={f.name}
        errorId={f.errorId}
        errors={f.errors}
        label={label}
        defaultValue={(f.initialValue as string | undefined) ?? ""}
        key={f.key}
        {...extra}
        data-field={name}
      />
    );
  };
  return (
    <>
      {withName ? (
        <>
          <Row>
            {text("firstName", t`First name`, { required: true, autoComplete: "given-name" })}
            {text("lastName", t`Last name`, { required: true, autoComplete: "family-name" })}
          </Row>
          {text("companyName", t`Company name`, { hint: t`optional`, autoComplete: "organization" })}
        </>
      ) : null}
      <Select
        label={t`Country`}
        name={fields.countryCode.name}
        options={countries}
        value={country}
        onChange={setCountry}
        searchable={countries.length > 8}
        required
        error={fields.countryCode.errors?.[0]}
      />
      <Row>
        {text("postCode", t`Postcode`, { required: true, autoComplete: "postal-code" })}
        {text("houseNumber", t`House number`, { required: true, inputMode: "numeric" })}
        {text("suffix", t`Addition`, { hint: t`optional` })}
      </Row>
      <Row>
        {text("street", t`Street`, { required: true, autoComplete: "address-line1" })}
        {text("city", t`City`, { required: true, autoComplete: "address-level2" })}
      </Row>
    </>
  );
}

function PaymentStep({
  data,
  action,
  onPay,
}: {
  data: CheckoutData;
  action: CheckoutActionData | undefined;
  onPay: () => void;
}) {
  const { t, i18n } = useLingui();
  const { sf, locale } = useShell();
  const href = useHref();
  const { lastResult, busy } = useStepForm("payment", action);
  const hydrated = useHydrated();
  const schema = useMemo(
    () =>
      paymentSchema(i18n, {
        methods: data.methods.map((m) => m.id),
        issuers: data.issuers.map((x) => x.id),
        phoneCountry: sf.country,
      }),
    [i18n, data.methods, data.issuers, sf.country],
  );
  const [form, fields] = useForm({
    id: "payment",
    lastResult,
    onValidate: ({ formData }) => parseWithValibot(formData, { schema }),
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
  const extra = (m: CheckoutData["methods"][number]) => {
    if (m.input === "issuer")
      return (
        <FieldBox>
          <label htmlFor={fields.issuer.id}>
            {t`Your bank`}
            <RequiredMark />
          </label>
          <NativeSelect
            id={fields.issuer.id}
            name={fields.issuer.name}
            defaultValue=""
            aria-invalid={fields.issuer.errors ? true : undefined}
            data-issuer
          >
            <option value="">{t`Choose your bank`}</option>
            {data.issuers.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </NativeSelect>
          <ErrorText id={fields.issuer.errorId}>{fields.issuer.errors?.[0]}</ErrorText>
        </FieldBox>
      );
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
  const label = (m: CheckoutData["methods"][number]) =>
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
      <Fieldset>
        <legend>{t`Choose how you pay`}</legend>
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

      {method === "card" ? (
        <CardBox>
          <Suspense fallback={<p>{t`Loading…`}</p>}>
            {data.paymentClient.provider === "adyen" ? (
              <AdyenCard
                onCard={setCard}
                clientKey={data.paymentClient.clientKey}
                environment={data.paymentClient.environment}
                locale={data.locale}
                countryCode={sf.country}
                amount={{ value: Math.round(data.cart.totals.grandTotal.value * 100), currency: data.cart.currency }}
              />
            ) : (
              <TestPayCard onCard={setCard} language={data.locale.slice(0, 2)} />
            )}
          </Suspense>
          {card ? <p data-card-ready>{t`Card ready: ${card.brand ?? ""} •••• ${card.last4}`}</p> : null}
        </CardBox>
      ) : null}
      <ChoiceLabel>
        <input type="checkbox" name={fields.terms.name} data-terms />
        <span>
          <Trans>
            I accept the <Link to={href("terms")}>terms and conditions</Link>
          </Trans>
          <RequiredMark />
        </span>
      </ChoiceLabel>
      <ErrorText id={fields.terms.errorId}>{fields.terms.errors?.[0]}</ErrorText>
      <ErrorText>{fields.clientData.errors?.[0] ?? fields.idempotencyKey.errors?.[0]}</ErrorText>
      {/* Without JavaScript the choice of method is only known to the server, which answers for a card. */}
      <Button type="submit" loading={busy} disabled={hydrated && method === "card" && !card} data-pay>
        {t`Pay ${formatMoney(data.cart.totals.grandTotal.value, data.cart.currency, locale)}`}
      </Button>
    </StepForm>
  );
}

function OrderSummary({ data }: { data: CheckoutData }) {
  const { t } = useLingui();
  const { sf, locale } = useShell();
  const modals = useModals();
  const money = (value: number) => formatMoney(value, data.cart.currency, locale);
  const items = (
    <ul data-order-overview>
      {data.cart.packagesGroups.map((g) => (
        <li key={`${g.tag}:${g.packageId}`}>
          {g.cardsPreviews[0]?.productLabel} — {g.receiverTitle} · {money(g.totalPrice.value)}
        </li>
      ))}
    </ul>
  );
  return (
    <Summary aria-labelledby="checkout-summary">
      <h2 id="checkout-summary">{t`Your order`}</h2>
      {items}
      <dl>
        {data.cart.totals.adjustments.map((a) => (
          <div key={a.tag}>
            <dt>{a.title}</dt>
            <dd>{money(a.price.value)}</dd>
          </div>
        ))}
        <dt className="total">{t`Total`}</dt>
        <dd className="total" data-grand-total>
          {money(data.cart.totals.grandTotal.value)}
        </dd>
      </dl>
      <button
        type="button"
        className="link"
        onClick={() =>
          modals.open("checkout-order-overview", () => items, { title: t`Order overview`, logo: sf.theme.modalLogo })
        }
      >
        {t`Order overview`}
      </button>
    </Summary>
  );
}

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
const StepForm = styled(Form, { display: "grid", gap: "$5" });
const CardBox = styled("div", { display: "grid", gap: "$2" });
const Summary = styled(SummaryPanel, {
  "& .link": {
    background: "none",
    border: 0,
    color: "$primary",
    textDecoration: "underline",
    cursor: "pointer",
    justifySelf: "start",
    minHeight: "44px",
  },
});
const AccountFields = styled(Fieldset, {
  "& [data-account-fields]": { display: "none" },
  "&:has([data-create-account]:checked) [data-account-fields]": { display: "grid" },
});
const MethodOption = styled("div", {
  display: "grid",
  gap: "$2",
  "& > [data-method-extra]": { display: "none" },
  "&:has(> label input:checked) > [data-method-extra]": { display: "grid" },
});
const MethodExtra = styled("div", { gap: "$2", padding: "0 $3 $2", "& p": { margin: 0 } });
