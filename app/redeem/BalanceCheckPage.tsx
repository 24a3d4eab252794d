/**
 * The balance check (spec §2 /saldocheck/, §5 card number and pin, §8 card messages): the checked
 * cards with balance and expiry in the storefront's currency and language (and a link to their card
 * details), the form to check a card (or add another one to combine), and "start again". Works without JavaScript: plain posts, the
 * human check by form pass, the token in the redeem-path cookie.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { styled } from "../../themes/stitches.config";
import type { ApiError } from "../api/errors";
import { Link } from "../components/Link";
import { Button, ButtonLink } from "../components/ui/Button";
import { Alert } from "../components/ui/Form";
import type { CardCheckAnswer } from "../giftcards/CardCheckForm";
import { useApiErrorMessage } from "../i18n/api-errors";
import { dateFormat, formatMoney } from "../i18n/format";
import { useHref, useShell } from "../storefront/shell";
import type { RedeemCardView } from "./api-docs.server";
import { RedeemLeaveGuard } from "./LeaveGuard";
import { useRedeemToken } from "./redeem-token";

/**
 * The card form's validation code (Conform + valibot) loads after the page, as the product page's
 * purchase form does: the server renders the form, which works without JavaScript until then, and
 * the page's first load stays that of a catalogue page.
 */
const CardCheckForm = lazy(() => import("../giftcards/CardCheckForm").then((m) => ({ default: m.CardCheckForm })));

export interface BalanceCheckData {
  session: {
    token: string;
    cards: RedeemCardView[];
    balance: { currency: string; value: number };
    shopHref: string;
  } | null;
  sessionError: ApiError | null;
  challengeUrl: string;
  formPass: string;
}

export type BalanceCheckAction = CardCheckAnswer;

export function BalanceCheckPage({ data, action }: { data: BalanceCheckData; action?: BalanceCheckAction }) {
  const { t } = useLingui();
  const errorText = useApiErrorMessage();
  const { session } = data;
  useRedeemToken(session?.token ?? null);
  return (
    <Page data-balance-check>
      <RedeemLeaveGuard active={Boolean(session)} />
      <h1>{session ? t`Your balance` : t`Check balance & redeem`}</h1>
      {data.sessionError ? (
        <Alert role="alert" data-session-error>
          <p>{errorText(data.sessionError)}</p>
        </Alert>
      ) : null}
      {session ? <Cards session={session} /> : null}
      {session ? (
        <ButtonLink to={session.shopHref} data-to-redeem-shop>
          {t`Spend your balance`}
        </ButtonLink>
      ) : null}
      {session ? (
        <h2>{t`Add another card`}</h2>
      ) : (
        <p>
          <Trans>Enter the card number and the pin on the back of your card to see its balance.</Trans>
        </p>
      )}
      <Suspense fallback={null}>
        <CardCheckForm
          data={data}
          answer={action}
          intent="check"
          submitLabel={session ? t`Add card` : t`Check balance`}
          round={action ?? data}
        />
      </Suspense>
      {session ? (
        <Form method="post" data-reset-form>
          <input type="hidden" name="intent" value="reset" />
          <Button type="submit" variant="secondary" data-redeem-reset>
            {t`Start again`}
          </Button>
        </Form>
      ) : null}
    </Page>
  );
}

export function Cards({ session }: { session: Pick<NonNullable<BalanceCheckData["session"]>, "cards" | "balance"> }) {
  const { t } = useLingui();
  const { locale } = useShell();
  const href = useHref();
  const expiryFormat = dateFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  const total = formatMoney(session.balance.value, session.balance.currency, locale);
  return (
    <Summary aria-label={t`Your cards`} data-redeem-cards>
      <ul>
        {session.cards.map((card) => {
          const balance = formatMoney(card.balance.value, card.balance.currency, locale);
          const until = expiryFormat.format(new Date(`${card.expiryDate}T00:00:00Z`));
          return (
            <li key={card.id} data-redeem-card>
              <span data-card-number>{card.maskedNumber}</span>
              <strong data-card-balance>{balance}</strong>
              <small data-card-expiry>{t`Valid until ${until}`}</small>
            </li>
          );
        })}
      </ul>
      <p data-redeem-balance>
        <Trans>
          Balance to spend: <strong>{total}</strong>
        </Trans>
      </p>
      <p>
        <Link to={href("card-details")} data-card-details-link>
          {t`Card details and history`}
        </Link>
      </p>
    </Summary>
  );
}

const Page = styled("section", {
  maxWidth: "640px",
  margin: "0 auto",
  padding: "$6 $4",
  display: "grid",
  gap: "$4",
  "& h1, & h2, & p": { margin: 0 },
});
const Summary = styled("section", {
  display: "grid",
  gap: "$3",
  padding: "$4",
  borderRadius: "$md",
  background: "$surface",
  "& ul": { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "$2" },
  "& li": { display: "grid", gridTemplateColumns: "1fr auto", gap: "$1 $3", alignItems: "baseline" },
  "& small": { gridColumn: "1 / -1", color: "$textMuted" },
});
