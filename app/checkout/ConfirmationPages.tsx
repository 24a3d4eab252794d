/**
 * Payment processing (app confirmation, returns) and the order confirmations (spec §2, §4: a pending
 * bank transfer shows 'payment is being processed'; a failed payment offers a retry).
 */
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { keyframes, styled } from "../../themes/stitches.config";
import { Link } from "../components/Link";
import { ButtonLink } from "../components/ui/Button";
import { usePoll } from "../components/ui/use-poll";
import { formatMoney } from "../i18n/format";
import { useHref, useShell } from "../storefront/shell";
import type { loadConfirmation, loadProcessing } from "./confirmation.server";

/** Orders whose gift cards can be ordered again (issue 14: /nabestellen/?order={uuid}). */
const REORDERABLE = ["regular", "multi-address"];

/** How often the processing page asks again (spec: app confirmations arrive by webhook). */
const POLL_MS = 2000;

export function ProcessingPage({ data }: { data: Awaited<ReturnType<typeof loadProcessing>> }) {
  const { t } = useLingui();
  usePoll(POLL_MS);
  return (
    <Page data-processing>
      <noscript>
        <meta httpEquiv="refresh" content="3" />
      </noscript>
      <h1>{t`Your payment is being processed`}</h1>
      <Spinner aria-hidden />
      {data.order.paymentStatus === "await" ? (
        <p role="status">
          <Trans>
            Confirm the payment in your app. This page continues by itself as soon as your bank has confirmed it.
          </Trans>
        </p>
      ) : (
        <p role="status">
          <Trans>We are waiting for the confirmation of your payment. This page continues by itself.</Trans>
        </p>
      )}
      {data.qrSvg ? (
        <Qr>
          <p>{t`On a computer? Scan this code with the payment app on your phone.`}</p>
          {/* The SVG is drawn by the server from the provider's QR data: paths only, no markup from input. */}
          <div
            role="img"
            aria-label={t`QR code for the payment app`}
            data-qr-code
            dangerouslySetInnerHTML={{ __html: data.qrSvg }}
          />
        </Qr>
      ) : null}
      {data.order.appUrl ? (
        <p>
          <a href={data.order.appUrl} target="_blank" rel="noreferrer" data-app-link>
            {t`Open the payment app`}
          </a>
        </p>
      ) : null}
    </Page>
  );
}

export function ConfirmationPage({ data }: { data: Awaited<ReturnType<typeof loadConfirmation>> }) {
  const { t } = useLingui();
  const { locale, sf } = useShell();
  const href = useHref();
  // The summary only for the order's buyer (confirmation.server.ts): anyone else sees the status alone.
  const { order, summary } = data;
  const money = (value: number) => formatMoney(value, summary?.currency ?? sf.currency, locale);
  const digital = summary?.digital ?? false;
  const physical = summary?.physical ?? false;
  const reorderQuery = new URLSearchParams({ order: order.uuid, ...(data.key ? { key: data.key } : {}) });
  return (
    <Page data-confirmation data-status={order.status} data-payment-status={order.paymentStatus ?? ""}>
      {order.status === "COMPLETED" ? (
        <>
          <h1>{t`Thank you for your order`}</h1>
          <p role="status" data-order-completed>
            <Trans>Your payment has been received. You get a confirmation with your invoice by e-mail.</Trans>
          </p>
          {digital ? (
            <p>
              <Trans>Digital cards are sent by e-mail within one hour, or at the moment you chose.</Trans>
            </p>
          ) : null}
          {physical ? (
            <p>
              <Trans>
                Physical cards are shipped by post; orders placed on working days before 17:00 leave the same day.
              </Trans>
            </p>
          ) : null}
        </>
      ) : order.status === "CANCELED" ? (
        <>
          <h1>{t`Your order was cancelled`}</h1>
          <p data-order-cancelled>
            <Trans>No payment was made. Your basket is still there.</Trans>
          </p>
          <ButtonLink to={href("basket")}>{t`Back to your basket`}</ButtonLink>
        </>
      ) : order.paymentStatus === "pending" ? (
        <>
          <h1>{t`Your payment is being processed`}</h1>
          <p role="status" data-transfer-pending>
            <Trans>We send your cards as soon as your bank transfer has arrived.</Trans>
          </p>
          {order.instructions ? (
            <Transfer data-transfer-instructions>
              {summary ? (
                <>
                  <dt>{t`Amount`}</dt>
                  <dd>{money(summary.grandTotal)}</dd>
                </>
              ) : null}
              <dt>{t`Beneficiary`}</dt>
              <dd>{order.instructions.beneficiary}</dd>
              <dt>IBAN</dt>
              <dd>{order.instructions.iban}</dd>
              <dt>BIC</dt>
              <dd>{order.instructions.bic}</dd>
              <dt>{t`Reference`}</dt>
              <dd data-transfer-reference>{order.instructions.reference}</dd>
            </Transfer>
          ) : null}
        </>
      ) : (
        <>
          <h1>{t`Your payment did not go through`}</h1>
          <p role="alert" data-payment-failed>
            <Trans>Nothing was charged. You can try again, with the same or another payment method.</Trans>
          </p>
          {data.retryUrl ? (
            <ButtonLink to={data.retryUrl} data-retry>
              {t`Try again`}
            </ButtonLink>
          ) : (
            <ButtonLink to={href("basket")}>{t`Back to your basket`}</ButtonLink>
          )}
        </>
      )}
      {summary ? (
        <Summary aria-labelledby="order-summary" data-order-summary>
          <h2 id="order-summary">{t`Your order`}</h2>
          <ul>
            {summary.groups.map((g) => (
              <li key={g.key}>
                {g.product} — {g.receiver} ({g.receiverDetail}) · {money(g.total)}
              </li>
            ))}
          </ul>
          <p>
            <Plural value={summary.itemCount} one="# gift card" other="# gift cards" /> ·{" "}
            <strong>
              {t`Total`} {money(summary.grandTotal)}
            </strong>
          </p>
          {order.status === "COMPLETED" && REORDERABLE.includes(order.type) ? (
            <ButtonLink to={`${href("reorder")}?${reorderQuery}`} variant="secondary" data-order-again>
              {t`Order again`}
            </ButtonLink>
          ) : null}
        </Summary>
      ) : (
        <p data-order-details-hidden>
          <Trans>
            The order's details are shown only to whoever placed it: open the link in your confirmation e-mail to see
            them.
          </Trans>
        </p>
      )}
      <Link to={href("home")}>{t`Back to the home page`}</Link>
    </Page>
  );
}

const Page = styled("section", { maxWidth: "760px", margin: "0 auto", padding: "$6 $4", display: "grid", gap: "$4" });
const spin = keyframes({ to: { transform: "rotate(360deg)" } });
const Spinner = styled("div", {
  width: "40px",
  height: "40px",
  borderRadius: "50%",
  border: "4px solid $border",
  borderTopColor: "$primary",
  animation: `${spin} 1s linear infinite`,
  "@reducedMotion": { animation: "none" },
});
const Transfer = styled("dl", {
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: "$2 $4",
  padding: "$4",
  background: "$surface",
  borderRadius: "$md",
  "& dd": { margin: 0, fontWeight: 600 },
});
const Summary = styled("section", {
  border: "1px solid $border",
  borderRadius: "$lg",
  padding: "$4",
  "& h2": { marginTop: 0, fontSize: "$lg" },
});
const Qr = styled("div", {
  display: "grid",
  gap: "$3",
  justifyItems: "center",
  "& p": { margin: 0 },
  "& [data-qr-code]": { width: "200px", height: "200px" },
  "& svg": { width: "100%", height: "100%" },
});
