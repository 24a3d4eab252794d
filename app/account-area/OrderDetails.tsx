/**
 * The account order details modal's content (spec §2 named modal 'account order details'): the order,
 * its packages per shipment or its activation, what paid it, the invoice download (owner only,
 * completed orders) and ordering the gift cards again into the basket (app/reorder/).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "@remix-run/react";
import { styled } from "../../themes/stitches.config";
import { Link } from "../components/Link";
import { Button } from "../components/ui/Button";
import { formatMoney } from "../i18n/format";
import { reorderSearch } from "../reorder/reorder-links";
import { useHref, useShell } from "../storefront/shell";
import { ACTIVATION_LABELS, methodLabel, STATUS_LABELS, TYPE_LABELS } from "./labels";
import { useOrderDate } from "./OrderTable";
import type { AccountOrderDetailsView, Price } from "./order-views";

export function OrderDetails({ order, timeZone }: { order: AccountOrderDetailsView; timeZone: string }) {
  const { t, i18n } = useLingui();
  const { locale } = useShell();
  const href = useHref();
  const navigation = useNavigation();
  const date = useOrderDate(timeZone);
  const money = (p: Price) => formatMoney(p.value, p.currency, locale);
  const reorderAction = `${href("reorder")}${reorderSearch({ orderUuid: order.uuid, cardId: null })}`;
  return (
    <Body data-order-details={order.uuid}>
      <Facts>
        <dt>{t`Order number`}</dt>
        <dd data-details-number>{order.number}</dd>
        <dt>{t`Ordered on`}</dt>
        <dd>{date.format(new Date(order.orderedOn))}</dd>
        <dt>{t`Type`}</dt>
        <dd>{i18n._(TYPE_LABELS[order.type])}</dd>
        <dt>{t`Status`}</dt>
        <dd data-details-status={order.status}>{i18n._(STATUS_LABELS[order.status])}</dd>
        <dt>{t`Payment method`}</dt>
        <dd>{methodLabel(order.paymentMethod, i18n)}</dd>
        <dt>{t`Contact person`}</dt>
        <dd>{order.contactPerson}</dd>
        <dt>{t`E-mail`}</dt>
        <dd>{order.email}</dd>
      </Facts>
      {order.shipments.map((s, i) => (
        <section key={`${s.deliveryType}-${i}`} data-details-shipment={s.deliveryType}>
          <h3>{s.deliveryType === "DIGITAL" ? t`Digital delivery` : t`Delivery by post`}</h3>
          {s.receiver ? <p>{t`For ${s.receiver}`}</p> : null}
          {s.address ? <p>{s.address}</p> : null}
          <ul>
            {s.lines.map((l, j) => (
              <li key={`${l.title}-${j}`} data-details-line>
                {t`${l.qty} × ${l.title} of ${money(l.amount)}`}
                {l.extras.length ? ` (${l.extras.join(", ")})` : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {order.activation ? (
        <section data-details-activation>
          <h3>{t`Activated card`}</h3>
          <p>
            {t`Card ending in ${order.activation.cardLast4}: ${money(order.activation.amount)}`} ·{" "}
            {i18n._(ACTIVATION_LABELS[order.activation.status] ?? STATUS_LABELS[order.status])}
          </p>
        </section>
      ) : null}
      {order.paidWithCards.length ? <p>{t`Paid with gift cards ${order.paidWithCards.join(", ")}`}</p> : null}
      <Facts>
        {order.subTotal ? (
          <>
            <dt>{t`Subtotal`}</dt>
            <dd>{money(order.subTotal)}</dd>
          </>
        ) : null}
        <dt>{t`Total`}</dt>
        <dd data-details-total>{money(order.total)}</dd>
      </Facts>
      <Actions>
        {order.invoiceAvailable ? (
          <Link to={`${href("account-invoice")}?order=${order.uuid}`} reloadDocument data-invoice-download>
            {t`Download the invoice (PDF)`}
          </Link>
        ) : order.status !== "COMPLETED" ? (
          <p>
            <Trans>The invoice can be downloaded once the order has been paid.</Trans>
          </p>
        ) : null}
        {order.reorderable ? (
          <Form method="post" action={reorderAction}>
            <Button type="submit" loading={navigation.formAction === reorderAction} data-reorder>
              {t`Order these gift cards again`}
            </Button>
          </Form>
        ) : null}
      </Actions>
    </Body>
  );
}

const Body = styled("div", {
  display: "grid",
  gap: "$4",
  "& h3": { margin: "0 0 $2", fontSize: "$md" },
  "& p, & ul": { margin: 0 },
});
const Facts = styled("dl", {
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: "$1 $4",
  margin: 0,
  "& dt": { fontWeight: 600 },
  "& dd": { margin: 0 },
});
const Actions = styled("div", { display: "flex", flexWrap: "wrap", gap: "$4", alignItems: "center" });
