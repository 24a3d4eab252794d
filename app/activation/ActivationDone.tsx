/**
 * After paying an activation (spec §2 `/activeren/gelukt/`): where it stands — waiting for the card
 * provider (the page looks again every few seconds; without JavaScript a link does), active (with the
 * card's details one click away), or refused with the provider's message and the refund. The e-mail
 * and the card's details are the payer's session's only (issue 44): anyone else with the URL sees the state.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "@remix-run/react";
import { styled } from "../../themes/stitches.config";
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import { Link } from "../components/Link";
import { Button, ButtonLink } from "../components/ui/Button";
import { Alert } from "../components/ui/Form";
import { PageColumn } from "../components/ui/PageLayout";
import { usePoll } from "../components/ui/use-poll";
import { useApiErrorMessage } from "../i18n/api-errors";
import { formatMoney } from "../i18n/format";
import { useHref, useShell } from "../storefront/shell";
import type { ActivationData } from "./api-docs.server";

const WAITING: ActivationData["state"][] = ["paying", "activating"];

export function ActivationDone({
  data,
  action,
}: {
  data: { activation: ActivationData; orderKey: string | null; activationHref: string };
  action?: { errors: ApiError[] };
}) {
  const { t } = useLingui();
  const href = useHref();
  const { locale } = useShell();
  const navigation = useNavigation();
  const errorText = useApiErrorMessage();
  const a = data.activation;
  // Looks again while the card provider or the refund is still under way.
  const waiting = WAITING.includes(a.state) || (a.state === "refused" && !a.refunded);
  usePoll(3000, waiting);
  const amount = formatMoney(a.amount.value, a.amount.currency, locale);
  const card = a.last4;
  const email = a.email;
  return (
    <Page data-activation-done data-activation-state={a.state}>
      {a.state === "active" ? (
        <>
          <h1>{t`Your choice card is active`}</h1>
          <p>
            {email
              ? t`Your card ending in ${card} is active with ${amount}. We sent the details to ${email}.`
              : t`Your card ending in ${card} is active with ${amount}.`}
          </p>
          {action?.errors.length ? (
            <Alert role="alert">
              <p>{errorText(action.errors[0])}</p>
            </Alert>
          ) : null}
          <Actions>
            {a.canOpenCard ? (
              <Form method="post">
                <Button type="submit" loading={navigation.state === "submitting"} data-card-details>
                  {t`See card details`}
                </Button>
              </Form>
            ) : null}
            <ButtonLink to={href("balance-check")} variant="secondary">
              {t`Check the balance`}
            </ButtonLink>
          </Actions>
        </>
      ) : a.state === "refused" ? (
        <>
          <h1>{t`Your card could not be activated`}</h1>
          <Alert role="alert" data-activation-refused>
            <p>{errorText(apiError(ErrorCode.ActivationSimulationFailed))}</p>
          </Alert>
          <p data-refund>
            {a.refunded
              ? t`We have refunded ${amount}: it can take a few working days to appear on your account.`
              : t`We are refunding ${amount} to the payment method you used.`}
          </p>
          <ButtonLink to={data.activationHref}>{t`Try another card`}</ButtonLink>
        </>
      ) : a.state === "canceled" ? (
        <>
          <h1>{t`Your card was not activated`}</h1>
          <p>{t`The payment was not completed, so your card ending in ${card} was not activated. Nothing was charged.`}</p>
          <ButtonLink to={data.activationHref}>{t`Try again`}</ButtonLink>
        </>
      ) : (
        <>
          <h1>{t`Thank you: we are activating your card`}</h1>
          <p aria-live="polite">
            {a.state === "paying"
              ? t`We are waiting for your payment of ${amount}.`
              : t`Your payment of ${amount} has been received. Your card ending in ${card} is being activated.`}
          </p>
          <p>
            {email ? (
              <Trans>
                Activation takes up to 24 hours. We send an e-mail to <strong>{email}</strong> as soon as the card is
                active.
              </Trans>
            ) : (
              t`Activation takes up to 24 hours. We send an e-mail as soon as the card is active.`
            )}
          </p>
          <Link to={`?order=${a.uuid}${data.orderKey ? `&key=${data.orderKey}` : ""}`} reloadDocument data-refresh>
            {t`Look again`}
          </Link>
        </>
      )}
    </Page>
  );
}

const Page = styled(PageColumn, { gap: "$4" });
const Actions = styled("div", { display: "flex", flexWrap: "wrap", gap: "$3", "& form": { display: "contents" } });
