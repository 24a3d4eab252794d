/**
 * The redeem modals besides the gift card and the basket (spec §2): card number (the session's cards),
 * add extra card, nice-to-know information, reset, shop more information, shop iframe, and the guest
 * order form and login of identify. Each is a
 * URL modal: a link opens it, with or without JavaScript.
 */

import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "@remix-run/react";
import { useContext } from "react";
import { styled } from "../../themes/stitches.config";
import { AccountForm } from "../accounts/AccountPages";
import type { ApiError } from "../api/errors";
import { Link } from "../components/Link";
import { Button, ButtonLink } from "../components/ui/Button";
import { Alert } from "../components/ui/Form";
import { PageAction } from "../components/ui/ModalForm";
import { useSchemaValidation } from "../forms/use-validation";
import { CardCheckForm } from "../giftcards/CardCheckForm";
import { useApiErrorMessage } from "../i18n/api-errors";
import { formatMoney } from "../i18n/format";
import { useHref, useShell } from "../storefront/shell";
import type { InfoResult, RedeemProductItem } from "./api-docs.server";
import { type BalanceCheckAction, Cards } from "./BalanceCheckPage";
import { redeemDetailsSchema } from "./checkout.schema";
import { RedeemDetailsFields, type RedeemDetailsValues } from "./DetailsFields";
import { afterIdentify, viewSearch } from "./shop-links";

export function CardsBody({ info }: { info: InfoResult }) {
  const { t } = useLingui();
  if (!info.balance) return null;
  return (
    <Body>
      <Cards session={{ cards: info.cards, balance: info.balance }} />
      <Link to={viewSearch({ name: "extra-card" })} preventScrollReset data-open-extra-card>
        {t`Add another card`}
      </Link>
    </Body>
  );
}

export function ExtraCardBody({
  data,
  action,
}: {
  data: { challengeUrl: string; formPass: string };
  action?: BalanceCheckAction;
}) {
  const { t } = useLingui();
  return (
    <Body>
      <p>
        <Trans>Combine cards: the balance of the card you add is added to what you can spend.</Trans>
      </p>
      <CardCheckForm data={data} answer={action} intent="check" submitLabel={t`Add card`} round={action ?? data} />
    </Body>
  );
}

export function NiceToKnowBody({ info, splitAbove }: { info: InfoResult; splitAbove: string }) {
  const { t } = useLingui();
  return (
    <Body data-nice-to-know>
      {info.page ? (
        <ul>
          {info.page.info.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <ul>
        <li>{t`Choose one or more gift cards and the amount of each.`}</li>
        <li>{t`What you do not spend stays on your card until it expires.`}</li>
        <li>{t`Is your choice worth more than your balance? You pay the rest in checkout.`}</li>
        <li>{t`Digital gift cards arrive by e-mail shortly after your order; physical ones are sent by post.`}</li>
        <li>{t`A new gift card worth more than ${splitAbove} is sent as several cards.`}</li>
      </ul>
    </Body>
  );
}

export function ResetBody({ closeTo }: { closeTo: string }) {
  const { t } = useLingui();
  const pageAction = useContext(PageAction);
  return (
    <Body data-reset-modal>
      <p>
        <Trans>Your basket is emptied and your card leaves this session. You can check it again at any time.</Trans>
      </p>
      <Row>
        <Form method="post" action={pageAction}>
          <input type="hidden" name="intent" value="reset" />
          <Button type="submit" data-confirm-reset>
            {t`Start again`}
          </Button>
        </Form>
        <ButtonLink to={closeTo} variant="secondary" preventScrollReset>
          {t`Cancel`}
        </ButtonLink>
      </Row>
    </Body>
  );
}

/**
 * spec §4 identify in the redeem flow, inside the flow (leaving it would reset it): the guest order form
 * asks the e-mail (an account → the login modal, none → checkout as a guest); the login modal logs in
 * and goes on to checkout. Both post to the page.
 */
export function IdentifyBody({
  kind,
  email,
  challengeUrl,
  formPass,
  answer,
  basket,
}: {
  kind: "identify" | "login";
  basket: Parameters<typeof afterIdentify>[0];
  email: string;
  challengeUrl: string;
  formPass: string;
  answer?: { result: SubmissionResult<string[]>; errors: ApiError[] };
}) {
  const { t } = useLingui();
  const href = useHref();
  const pageAction = useContext(PageAction);
  const navigation = useNavigation();
  return (
    <Body data-redeem-identify={kind}>
      <AccountForm
        kind={kind}
        intent={kind}
        as={Form}
        action={pageAction}
        lastResult={answer?.result}
        errors={answer?.errors}
        email={email}
        next=""
        challenge={challengeUrl}
        fallbackPass={formPass}
        busy={navigation.state === "submitting" && navigation.formData?.get("intent") === kind}
      />
      <Link to={afterIdentify(basket, href)} data-redeem-as-guest>
        {t`Order as guest without checking`}
      </Link>
    </Body>
  );
}

/**
 * spec §4: the guest delivery modal — a card goes by post and no postcode is known yet, so the
 * recipient's name, e-mail and delivery address are asked (and saved) before redeem checkout opens.
 */
export function DeliveryBody({
  data,
  answer,
}: {
  data: { prefill: { firstName: string; lastName: string; email: string }; countries: string[] };
  answer?: { result: SubmissionResult<string[]>; errors: ApiError[] };
}) {
  const { t, i18n } = useLingui();
  const pageAction = useContext(PageAction);
  const navigation = useNavigation();
  const errorText = useApiErrorMessage();
  const validate = useSchemaValidation(
    () => redeemDetailsSchema(i18n, { needsAddress: true, deliveryCountries: data.countries }),
    [i18n, data.countries],
  );
  const [form, fields] = useForm<RedeemDetailsValues, unknown>({
    id: "redeem-delivery",
    lastResult: answer?.result,
    defaultValue: { ...data.prefill, address: { countryCode: data.countries[0] ?? "" } },
    onValidate: validate,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Body data-redeem-delivery>
      <p>
        <Trans>Your new gift card goes by post. Where should we send it?</Trans>
      </p>
      <Form method="post" action={pageAction} {...getFormProps(form)}>
        <input type="hidden" name="intent" value="delivery" />
        {answer?.errors[0] ? (
          <Alert role="alert">
            <p>{errorText(answer.errors[0])}</p>
          </Alert>
        ) : null}
        <RedeemDetailsFields fields={fields} needsAddress deliveryCountries={data.countries} />
        <Button
          type="submit"
          loading={navigation.state === "submitting" && navigation.formData?.get("intent") === "delivery"}
          data-redeem-delivery-submit
        >
          {t`To checkout`}
        </Button>
      </Form>
    </Body>
  );
}

export function MoreInfoBody({ product }: { product: RedeemProductItem }) {
  const { t } = useLingui();
  const { locale } = useShell();
  const r = product.redeemData;
  const min = formatMoney(r.minimumAvailableCustomAmount.value, r.minimumAvailableCustomAmount.currency, locale);
  const max = formatMoney(r.maximumAvailableCustomAmount.value, r.maximumAvailableCustomAmount.currency, locale);
  const link = product.giftCardBrand?.externalProductLink;
  return (
    <Body data-more-info>
      <p>{r.description}</p>
      <p>{t`Choose an amount between ${min} and ${max}.`}</p>
      {r.promotionPercent > 0 ? <p>{t`You get ${r.promotionPercent}% extra on top of the amount you spend.`}</p> : null}
      {link ? (
        <a href={link.url} target="_blank" rel="noopener" data-external-link>
          {link.title}
        </a>
      ) : null}
      <ButtonLink to={viewSearch({ productId: product.id })} preventScrollReset>
        {t`Choose this gift card`}
      </ButtonLink>
    </Body>
  );
}

export function ShopFrameBody({ product }: { product: RedeemProductItem }) {
  const { t } = useLingui();
  const url = product.giftCardBrand?.iframeUrl;
  if (!url) return <p>{t`This brand has no shop to show.`}</p>;
  return (
    <Body data-shop-frame>
      <Frame src={url} title={t`Where to spend ${product.title}`} loading="lazy" />
      <a href={url} target="_blank" rel="noopener">
        {t`Open in a new tab`}
      </a>
    </Body>
  );
}

const Body = styled("div", {
  display: "grid",
  gap: "$3",
  "& p": { margin: 0 },
  "& ul": { margin: 0, paddingLeft: "$5", display: "grid", gap: "$2" },
  "& a": { color: "$primary" },
});
const Row = styled("div", { display: "flex", gap: "$3", flexWrap: "wrap" });
const Frame = styled("iframe", { width: "100%", height: "60vh", border: "1px solid $border", borderRadius: "$md" });
