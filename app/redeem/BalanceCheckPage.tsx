/**
 * The balance check (spec §2 /saldocheck/, §5 card number and pin, §8 card messages): the checked
 * cards with balance and expiry in the storefront's currency and language, the form to check a card
 * (or add another one to combine), and "start again". Works without JavaScript: plain posts, the
 * human check by form pass, the token in the redeem-path cookie.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "@remix-run/react";
import { useContext, useMemo } from "react";
import { styled } from "../../themes/stitches.config";
import { Captcha } from "../accounts/Captcha";
import type { ApiError } from "../api/errors";
import { Button, ButtonLink } from "../components/ui/Button";
import { Alert, ErrorText } from "../components/ui/Form";
import { FormField } from "../components/ui/FormField";
import { PageAction } from "../components/ui/ModalForm";
import { useApiErrorMessage } from "../i18n/api-errors";
import { formatMoney } from "../i18n/format";
import { useShell } from "../storefront/shell";
import type { RedeemCardView } from "./api-docs.server";
import { cardCheckSchema } from "./check.schema";
import { RedeemLeaveGuard } from "./LeaveGuard";
import { useRedeemToken } from "./redeem-token";

export interface BalanceCheckData {
  session: {
    token: string;
    cards: RedeemCardView[];
    balance: { currency: string; value: number };
    shopHref: string;
  } | null;
  sessionError: ApiError | null;
  prefixes: string[];
  challengeUrl: string;
  formPass: string;
}

export interface BalanceCheckAction {
  result: SubmissionResult<string[]>;
  errors: ApiError[];
}

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
      <CheckForm data={data} action={action} adding={Boolean(session)} />
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
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }), [locale]);
  const total = formatMoney(session.balance.value, session.balance.currency, locale);
  return (
    <Summary aria-label={t`Your cards`} data-redeem-cards>
      <ul>
        {session.cards.map((card) => {
          const balance = formatMoney(card.balance.value, card.balance.currency, locale);
          const until = dateFormat.format(new Date(`${card.expiryDate}T00:00:00Z`));
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
    </Summary>
  );
}

export function CheckForm({
  data,
  action,
  adding,
}: {
  data: Pick<BalanceCheckData, "prefixes" | "challengeUrl" | "formPass">;
  action?: BalanceCheckAction;
  adding: boolean;
}) {
  const pageAction = useContext(PageAction);
  const { t, i18n } = useLingui();
  const errorText = useApiErrorMessage();
  const navigation = useNavigation();
  const schema = useMemo(() => cardCheckSchema(i18n, data.prefixes), [i18n, data.prefixes]);
  const [form, fields] = useForm<{ cardNumber: string; pin: string; captchaToken: string }>({
    id: "card-check",
    lastResult: action?.result,
    onValidate: ({ formData }) => parseWithValibot(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <CardForm method="post" action={pageAction} {...getFormProps(form)} data-card-check-form>
      <input type="hidden" name="intent" value="check" />
      {action?.errors.length ? (
        <Alert role="alert" data-card-error>
          <p>{errorText(action.errors[0])}</p>
        </Alert>
      ) : null}
      <FormField
        field={fields.cardNumber}
        label={t`Card number`}
        inputMode="numeric"
        autoComplete="off"
        hint={t`19 digits, on the back of your card`}
        required
      />
      <FormField field={fields.pin} label={t`Pin`} inputMode="numeric" autoComplete="off" maxLength={6} required />
      {/* A new round after every answer: an error (action data) or a check that redirected (new loader data). */}
      <Captcha challengeUrl={data.challengeUrl} round={action ?? data} fallbackPass={data.formPass} />
      <ErrorText id={fields.captchaToken.errorId}>{fields.captchaToken.errors?.[0]}</ErrorText>
      <Button type="submit" loading={navigation.state === "submitting"} data-card-check-submit>
        {adding ? t`Add card` : t`Check balance`}
      </Button>
    </CardForm>
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
const CardForm = styled(Form, { display: "grid", gap: "$4" });
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
