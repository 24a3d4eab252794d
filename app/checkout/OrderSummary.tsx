/** The order summary beside the checkout steps. */
import { useLingui } from "@lingui/react/macro";
import { styled } from "../../themes/stitches.config";
import { useModals } from "../components/ui/Modal";
import { SummaryPanel } from "../components/ui/SummaryPanel";
import { formatMoney } from "../i18n/format";
import { useShell } from "../storefront/shell";
import type { CheckoutView } from "./checkout.server";

export function OrderSummary({ data }: { data: CheckoutView }) {
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
        {data.giftcards?.cards.length ? (
          <>
            {data.giftcards.cards.map((c) => (
              <div key={c.cardId}>
                <dt>{t`Gift card ${c.maskedNumber}`}</dt>
                <dd>−{money(c.used.value)}</dd>
              </div>
            ))}
            <div>
              <dt>{t`Left to pay`}</dt>
              <dd data-summary-rest>{money(data.giftcards.rest.value)}</dd>
            </div>
          </>
        ) : null}
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
