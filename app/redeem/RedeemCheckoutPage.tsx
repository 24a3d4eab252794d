/**
 * The redeem checkout (spec §2 `/saldocheck/checkout/`, §4 identify in the redeem flow): the recipient's
 * details, an address when a card goes by post, a method for the rest when the cards do not cover it,
 * the terms, and the order placed in one post; then the confirmation with the remaining balance.
 */

import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "@remix-run/react";
import { styled } from "../../themes/stitches.config";
import type { ApiError } from "../api/errors";
import { MethodChoice } from "../checkout/steps/MethodChoice";
import { TermsField } from "../checkout/steps/TermsField";
import { Link } from "../components/Link";
import { Button, ButtonLink } from "../components/ui/Button";
import { Alert } from "../components/ui/Form";
import { PageColumn, WithSide } from "../components/ui/PageLayout";
import { Totals } from "../components/ui/Totals";
import { useSchemaValidation } from "../forms/use-validation";
import { useApiErrorMessage } from "../i18n/api-errors";
import { formatMoney } from "../i18n/format";
import { useHref, useShell } from "../storefront/shell";
import type { InfoResult, RedeemOrderData } from "./api-docs.server";
import { checkoutSchemaOf, type RedeemCheckoutOptions } from "./checkout-form";
import { RedeemDetailsFields, type RedeemDetailsValues } from "./DetailsFields";
import { RedeemBasket } from "./RedeemBasket";
import { useRedeemToken } from "./redeem-token";

type CheckoutFields = RedeemDetailsValues & {
  method: string;
  issuer: string;
  terms: string;
  idempotencyKey: string;
};

export interface RedeemCheckoutData {
  info: InfoResult & { basket: NonNullable<InfoResult["basket"]> };
  shopHref: string;
  /** A logged-in user's name and e-mail, or the e-mail of the guest order form. */
  prefill: { firstName: string; lastName: string; email: string };
  options: RedeemCheckoutOptions;
  idempotencyKey: string;
  paymentError: ApiError | null;
}

export function RedeemCheckoutPage({
  data,
  action,
}: {
  data: RedeemCheckoutData;
  action?: { result: SubmissionResult<string[]>; errors: ApiError[] };
}) {
  const { t, i18n } = useLingui();
  const { locale } = useShell();
  const _href = useHref();
  const navigation = useNavigation();
  const errorText = useApiErrorMessage();
  // Entering checkout removes the leave-site guard (spec §4): the token stays stored, without the warning.
  useRedeemToken(data.info.redeemToken, { warn: false });
  const o = data.options;
  const validate = useSchemaValidation(() => checkoutSchemaOf(i18n, o), [i18n, o]);
  const details = data.info.basket.details;
  const [form, fields] = useForm<CheckoutFields, unknown>({
    id: "redeem-checkout",
    lastResult: action?.result,
    defaultValue: {
      firstName: details?.firstName || data.prefill.firstName,
      lastName: details?.lastName || data.prefill.lastName,
      email: details?.email || data.prefill.email,
      address: details?.address ?? { countryCode: o.deliveryCountries[0] ?? "" },
      method: o.methods[0]?.id,
    },
    onValidate: validate,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const f = fields;
  const error = action?.errors[0] ?? data.paymentError;
  const toPay = data.info.basket.totals.priceToPay;
  return (
    <Page data-redeem-checkout>
      <h1>{t`Checkout`}</h1>
      <Layout>
        <Form method="post" {...getFormProps(form)} data-redeem-checkout-form>
          <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
          {error ? (
            <Alert role="alert" data-checkout-error>
              <p>{errorText(error)}</p>
            </Alert>
          ) : null}
          <RedeemDetailsFields fields={f} needsAddress={o.needsAddress} deliveryCountries={o.deliveryCountries} />
          {o.methods.length ? (
            <MethodChoice
              legend={t`Pay the rest of ${formatMoney(toPay.value, toPay.currency, locale)}`}
              method={f.method}
              issuer={f.issuer}
              methods={o.methods}
              issuers={o.issuers}
            />
          ) : null}
          <TermsField field={f.terms} />
          <Button type="submit" loading={navigation.state === "submitting"} data-place-redeem-order>
            {toPay.value > 0 ? t`Place order and pay` : t`Place order`}
          </Button>
          <Link to={data.shopHref}>{t`Back to the shop`}</Link>
        </Form>
        <Summary aria-labelledby="redeem-summary-title">
          <h2 id="redeem-summary-title">{t`Your order`}</h2>
          <RedeemBasket basket={data.info.basket} editable={false} />
        </Summary>
      </Layout>
    </Page>
  );
}

export function RedeemConfirmation({ order, shopHref }: { order: RedeemOrderData; shopHref: string }) {
  const { t } = useLingui();
  const { locale } = useShell();
  const money = (m: { value: number; currency: string }) => formatMoney(m.value, m.currency, locale);
  const packages = order.shipments.flatMap((s) => s.packages);
  const completed = order.status === "COMPLETED";
  return (
    <Page data-redeem-confirmation data-order-status={order.status}>
      <h1>{completed ? t`Thank you for your order` : t`Your order`}</h1>
      {completed ? (
        <p>{t`Your new gift cards are on their way to ${order.email}.`}</p>
      ) : (
        <p>{t`This order was not completed: your card keeps its balance.`}</p>
      )}
      <List>
        {packages.map((p) => (
          <li key={p.id}>
            <img src={p.image} alt="" width={64} height={40} />
            <span>{p.title}</span>
            <strong>{money(p.amount)}</strong>
            {p.promotionAmount.value > 0 ? <small>{t`${money(p.promotionAmount)} extra on the card`}</small> : null}
            {p.note ? <q>{p.note}</q> : null}
          </li>
        ))}
      </List>
      <OrderTotals>
        <dt>{t`Total`}</dt>
        <dd>{money(order.totals.total)}</dd>
        <dt>{t`Paid with your card`}</dt>
        <dd>{money(order.totals.byCards)}</dd>
        {order.totals.paidOtherwise.value > 0 ? (
          <>
            <dt>{t`Paid besides`}</dt>
            <dd>{money(order.totals.paidOtherwise)}</dd>
          </>
        ) : null}
        <dt>{t`Remaining balance`}</dt>
        <dd data-remaining-balance>{money(order.remainingBalance)}</dd>
      </OrderTotals>
      {order.remainingBalance.value > 0 ? (
        <ButtonLink to={shopHref} data-spend-rest>
          {t`Spend the rest of your balance`}
        </ButtonLink>
      ) : null}
    </Page>
  );
}

const Page = styled(PageColumn, { gap: "$4" });
const Layout = styled(WithSide, {
  "& form": { display: "grid", gap: "$4" },
});
const Summary = styled("aside", {
  display: "grid",
  gap: "$3",
  padding: "$4",
  borderRadius: "$md",
  background: "$surface",
});
const List = styled("ul", {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "$3",
  "& li": { display: "grid", gridTemplateColumns: "64px 1fr auto", gap: "$1 $3", alignItems: "center" },
  "& li img": { borderRadius: "$sm" },
  "& small, & q": { gridColumn: "2 / -1", color: "$textMuted" },
});
const OrderTotals = styled(Totals, { maxWidth: "420px" });
