/**
 * Card details (spec §2 `/kaartgegevens/`, §3 Gift card, §4 card status; issue 14): per card of the
 * redeem session a voucher block — shop, product, number masked to its last four digits, balance,
 * expiry, state — with "Download as PDF" and its history (date, what happened, amount, balance after).
 * Printing gives the voucher blocks only. Without a session: where card details come from, and the
 * balance check.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { globalCss, styled } from "../../themes/stitches.config";
import { Link } from "../components/Link";
import { Button, ButtonLink } from "../components/ui/Button";
import { Alert } from "../components/ui/Form";
import { PageColumn } from "../components/ui/PageLayout";
import { useHydrated } from "../components/ui/use-hydrated";
import { useApiErrorMessage } from "../i18n/api-errors";
import { dateFormat, formatMoney } from "../i18n/format";
import { useHref, useShell } from "../storefront/shell";
import { CARD_STATE_LABELS, LEDGER_KIND_LABELS } from "./card-labels";
import type { CardDetailsView } from "./details-api.server";
import type { CardDetailsData } from "./details-page.server";

// Printing this page gives its voucher blocks only: no shell (header, banners, footer), no history or buttons.
const printVouchers = globalCss({
  "@print": {
    "body:has([data-card-details]) > :not(main)": { display: "none !important" },
    "[data-card-details] [data-print-hide]": { display: "none !important" },
    "[data-card-details] [data-voucher]": { breakInside: "avoid", boxShadow: "none" },
  },
});

export function CardDetailsPage({ data }: { data: CardDetailsData }) {
  const { t } = useLingui();
  const errorText = useApiErrorMessage();
  printVouchers();
  if (!data.cards.length) {
    return (
      <PageColumn as="section" css={{ maxWidth: "720px" }} data-card-details data-no-session>
        <h1>{t`Card details`}</h1>
        {data.sessionError ? (
          <Alert role="alert" data-session-error>
            <p>{errorText(data.sessionError)}</p>
          </Alert>
        ) : null}
        <p>
          <Trans>
            Card details are shown after you check your card: enter its card number and the pin on the back on the
            balance check, then open the card details from there.
          </Trans>
        </p>
        <p>
          <ButtonLink to={data.balanceCheckHref} data-to-balance-check>
            {t`Check your card`}
          </ButtonLink>
        </p>
      </PageColumn>
    );
  }
  return (
    <PageColumn as="section" css={{ maxWidth: "860px" }} data-card-details>
      <h1 data-print-hide>{t`Your card details`}</h1>
      <p data-print-hide>
        <Link to={data.balanceCheckHref} data-to-balance-check>
          {t`Back to your balance`}
        </Link>
      </p>
      {data.cards.map((card) => (
        <CardDetails key={card.id} card={card} data={data} />
      ))}
    </PageColumn>
  );
}

function CardDetails({ card, data }: { card: CardDetailsView; data: CardDetailsData }) {
  const href = useHref();
  const { t, i18n } = useLingui();
  const { locale } = useShell();
  const hydrated = useHydrated();
  const expiry = useMemo(
    () => dateFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${card.expiryDate}T00:00:00Z`)),
    [locale, card.expiryDate],
  );
  const titleId = `card-${card.id}-title`;
  const title = card.product?.title ?? t`Gift card`;
  return (
    <Card aria-labelledby={titleId} data-card={card.id}>
      <Voucher data-voucher>
        {card.product ? <Art src={card.product.image.url} alt="" width={160} height={101} /> : null}
        <div>
          <Brand>{data.brandName}</Brand>
          <h2 id={titleId}>{title}</h2>
          <Facts>
            <dt>{t`Card number`}</dt>
            <dd data-card-number>{card.maskedNumber}</dd>
            <dt>{t`Balance`}</dt>
            <dd data-card-balance>{formatMoney(card.balance.value, card.balance.currency, locale)}</dd>
            <dt>{t`Valid until`}</dt>
            <dd data-card-expiry>{expiry}</dd>
            <dt>{t`Status`}</dt>
            <dd data-card-state={card.state}>{i18n._(CARD_STATE_LABELS[card.state])}</dd>
          </Facts>
        </div>
      </Voucher>
      <Actions data-print-hide>
        <ButtonLink
          to={`${href("card-voucher")}?card=${card.id}`}
          reloadDocument
          download
          variant="secondary"
          data-voucher-pdf
        >
          {t`Download as PDF`}
          <span className="visually-hidden"> ({title})</span>
        </ButtonLink>
        {card.product ? (
          <ButtonLink to={`${href("reorder")}?card=${card.id}`} variant="secondary" data-reorder-card>
            {t`Order this card again`}
            <span className="visually-hidden"> ({title})</span>
          </ButtonLink>
        ) : null}
        {hydrated ? (
          <Button type="button" variant="ghost" onClick={() => window.print()} data-print>
            {t`Print`}
          </Button>
        ) : null}
      </Actions>
      <History card={card} timeZone={data.timeZone} />
    </Card>
  );
}

function History({ card, timeZone }: { card: CardDetailsView; timeZone: string }) {
  const { t, i18n } = useLingui();
  const { locale } = useShell();
  // The storefront's zone: the same day on the server and in any visitor's browser.
  const date = dateFormat(locale, { dateStyle: "medium", timeZone });
  const money = (value: number) => formatMoney(value, card.balance.currency, locale);
  return (
    <section aria-labelledby={`card-${card.id}-history`} data-print-hide>
      <h3 id={`card-${card.id}-history`}>{t`History`}</h3>
      {card.ledger.length ? (
        <Table data-ledger>
          <thead>
            <tr>
              <th scope="col">{t`Date`}</th>
              <th scope="col">{t`What happened`}</th>
              <th scope="col">{t`Amount`}</th>
              <th scope="col">{t`Balance after`}</th>
            </tr>
          </thead>
          <tbody>
            {card.ledger.map((entry, i) => (
              <tr key={`${entry.date}-${i}`} data-ledger-row={entry.kind}>
                <td>{date.format(new Date(entry.date))}</td>
                <td>{i18n._(LEDGER_KIND_LABELS[entry.kind])}</td>
                <td data-ledger-amount>
                  {/* A sign for every change (− is the minus sign, not a hyphen). */}
                  {entry.amount.value < 0 ? "− " : "+ "}
                  {money(Math.abs(entry.amount.value))}
                </td>
                <td data-ledger-balance>{money(entry.balanceAfter.value)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <p>{t`No changes to this card yet.`}</p>
      )}
    </section>
  );
}

const Card = styled("article", { display: "grid", gap: "$4" });
const Voucher = styled("div", {
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: "$5",
  alignItems: "start",
  padding: "$5",
  borderRadius: "$md",
  border: "1px solid $border",
  background: "$surface",
  "@mobile": { gridTemplateColumns: "1fr" },
  "& h2": { margin: "0 0 $3" },
});
const Art = styled("img", { display: "block", width: "160px", height: "auto", borderRadius: "$md" });
const Brand = styled("p", { color: "$textMuted", fontWeight: 600, margin: "0 0 $1" });
const Facts = styled("dl", {
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: "$2 $4",
  margin: 0,
  "& dt": { color: "$textMuted" },
  "& dd": { margin: 0, fontWeight: 600 },
});
const Actions = styled("div", { display: "flex", gap: "$3", flexWrap: "wrap", alignItems: "center" });
const Table = styled("table", {
  width: "100%",
  borderCollapse: "collapse",
  "& th, & td": { textAlign: "left", padding: "$2", borderBottom: "1px solid $border" },
  "& th:nth-child(n+3), & td:nth-child(n+3)": { textAlign: "right", whiteSpace: "nowrap" },
});
