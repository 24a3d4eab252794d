/**
 * Paying with gift cards in the checkout's payment step (spec §7 add / check gift-card payment): the
 * cards added (what each pays, remove), what is left for a payment method, and the card form (number,
 * pin, human check) in a disclosure. Separate plain forms: they work without JavaScript too.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "@remix-run/react";
import { styled } from "../../../themes/stitches.config";
import { Button } from "../../components/ui/Button";
import { CardCheckForm } from "../../giftcards/CardCheckForm";
import { formatMoney } from "../../i18n/format";
import { useShell } from "../../storefront/shell";
import type { CheckoutActionData, CheckoutView } from "../checkout.server";

export function GiftCardPayment({ data, action }: { data: CheckoutView; action: CheckoutActionData | undefined }) {
  const { t } = useLingui();
  const { locale } = useShell();
  const payments = data.giftcards;
  if (!payments) return null;
  const money = (value: number) => formatMoney(value, payments.rest.currency, locale);
  const answer =
    action?.intent === "addCard" && action.result ? { result: action.result, errors: action.errors } : undefined;
  const rest = money(payments.rest.value);
  return (
    <Section aria-labelledby="giftcard-payment" data-giftcard-payment>
      <h2 id="giftcard-payment">{t`Pay with a gift card`}</h2>
      {payments.cards.length ? (
        <ul>
          {payments.cards.map((card) => {
            const used = money(card.used.value);
            return (
              <li key={card.cardId} data-payment-card>
                <span>
                  <span data-card-number>{card.maskedNumber}</span>
                  <small>{t`Balance ${money(card.balance.value)}`}</small>
                </span>
                <strong data-card-used>−{used}</strong>
                <Form method="post">
                  <input type="hidden" name="intent" value="removeCard" />
                  <input type="hidden" name="cardId" value={card.cardId} />
                  <Button
                    type="submit"
                    variant="ghost"
                    aria-label={t`Remove gift card ${card.maskedNumber}`}
                    data-remove-payment-card
                  >
                    {t`Remove`}
                  </Button>
                </Form>
              </li>
            );
          })}
        </ul>
      ) : null}
      {payments.cards.length ? (
        <p data-left-to-pay>
          {payments.covered ? (
            <Trans>Your gift cards pay the whole order.</Trans>
          ) : (
            <Trans>
              Left to pay: <strong>{rest}</strong>
            </Trans>
          )}
        </p>
      ) : null}
      {payments.covered || !data.cardForm ? null : (
        <details open={Boolean(answer) || undefined}>
          <summary data-add-payment-card>
            {payments.cards.length ? t`Add another gift card` : t`I have a gift card`}
          </summary>
          <CardCheckForm
            data={data.cardForm}
            answer={answer}
            intent="addCard"
            submitLabel={t`Pay with this card`}
            round={action ?? data}
          />
        </details>
      )}
    </Section>
  );
}

const Section = styled("section", {
  display: "grid",
  gap: "$3",
  padding: "$4",
  borderRadius: "$md",
  background: "$surface",
  "& h2, & p": { margin: 0 },
  "& h2": { fontSize: "$lg" },
  "& ul": { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "$2" },
  "& li": { display: "grid", gridTemplateColumns: "1fr auto auto", gap: "$3", alignItems: "center" },
  "& li > span": { display: "grid" },
  "& small": { color: "$textMuted" },
  "& summary": { cursor: "pointer", minHeight: "44px", display: "flex", alignItems: "center", color: "$primary" },
  "& details[open] > summary": { marginBottom: "$3" },
});
