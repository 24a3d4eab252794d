/** A table of account orders (spec §3 Order): number, date, type, payment method, contact person, status, total. */
import { useLingui } from "@lingui/react/macro";
import { styled } from "../../themes/stitches.config";
import { Link } from "../components/Link";
import { dateFormat, formatMoney } from "../i18n/format";
import { useHref, useShell } from "../storefront/shell";
import { methodLabel, STATUS_LABELS, TYPE_LABELS } from "./labels";
import type { AccountOrderView } from "./order-views";

/** The order's date in the storefront's zone: the same day on the server and in any browser. */
export function useOrderDate(timeZone: string) {
  const { locale } = useShell();
  return dateFormat(locale, { dateStyle: "medium", timeZone });
}

export function OrderTable({
  caption,
  orders,
  timeZone,
  detailsHref,
}: {
  caption: string;
  orders: AccountOrderView[];
  timeZone: string;
  /** The address of an order's details modal. */
  detailsHref: (uuid: string) => string;
}) {
  const href = useHref();
  const { t, i18n } = useLingui();
  const { locale } = useShell();
  const date = useOrderDate(timeZone);
  return (
    <Scroll>
      <Table data-order-table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Order number`}</th>
            <th scope="col">{t`Ordered on`}</th>
            <th scope="col">{t`Type`}</th>
            <th scope="col">{t`Payment method`}</th>
            <th scope="col">{t`Contact person`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col">{t`Total`}</th>
            <th scope="col">
              <span className="visually-hidden">{t`Details`}</span>
            </th>
            <th scope="col">{t`Invoice`}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.uuid} data-order-row={o.uuid} data-order-type={o.type}>
              <th scope="row" data-order-number>
                {o.number}
              </th>
              <td>{date.format(new Date(o.orderedOn))}</td>
              <td>{i18n._(TYPE_LABELS[o.type])}</td>
              <td data-order-method>{methodLabel(o.paymentMethod, i18n)}</td>
              <td data-order-contact>{o.contactPerson}</td>
              <td data-order-status={o.status}>{i18n._(STATUS_LABELS[o.status])}</td>
              <td>{formatMoney(o.total.value, o.total.currency, locale)}</td>
              <td>
                <Link to={detailsHref(o.uuid)} preventScrollReset data-order-details-link>
                  {t`Details`}
                  <span className="visually-hidden"> {t`of order ${o.number}`}</span>
                </Link>
              </td>
              <td>
                {o.invoiceAvailable ? (
                  <a href={`${href("account-invoice")}?order=${o.uuid}`} download={`${o.number}.pdf`} data-row-invoice>
                    {t`PDF`}
                    <span className="visually-hidden"> {t`Invoice of order ${o.number}`}</span>
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

const Scroll = styled("div", { overflowX: "auto" });
const Table = styled("table", {
  width: "100%",
  borderCollapse: "collapse",
  fontSize: "$sm",
  "& th, & td": { textAlign: "left", padding: "$2 $3", borderBottom: "1px solid $border", whiteSpace: "nowrap" },
  "& thead th": { fontWeight: 700 },
  "& tbody th": { fontWeight: 600 },
});
