/**
 * The basket page (spec §2 /winkelmandje/; §3 packagesGroups, totals, groupedTotals; named modals:
 * basket delete item, basket guest order, delivery date and time, delivery receiver, delete receiver,
 * edit receiver confirmation, reset receiver confirmation, product delivery overview, product delivery
 * receivers). Every action is a form post: without JavaScript the forms sit in disclosures and submit
 * directly; with JavaScript they open in modals and ask for confirmation where the spec says so.
 */

import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { styled } from "../../themes/stitches.config";
import { useErrorModal } from "../components/ErrorModal";
import { ButtonLink } from "../components/ui/Button";
import { Alert } from "../components/ui/Form";
import { ShopPage, WithSummary } from "../components/ui/SummaryPanel";
import { WithoutJs } from "../components/ui/use-hydrated";
import { useApiErrorMessage } from "../i18n/api-errors";
import { fromJsonText } from "../storefront/json-text";
import { useHref } from "../storefront/shell";
import { Overview } from "./BasketOverview";
import { ShipmentBox } from "./BasketShipment";
import { Summary } from "./BasketSummary";
import type { BasketActionData, loadBasket } from "./basket.server";
import type { CartData } from "./queries.server";

export type Data = Awaited<ReturnType<typeof loadBasket>>;

export type ShipmentData = CartData["shipments"][number];

export function BasketPage({ data, action }: { data: Data; action: BasketActionData | undefined }) {
  const { t } = useLingui();
  const href = useHref();
  const showError = useErrorModal();
  const errorText = useApiErrorMessage();
  useEffect(() => {
    if (action?.errors.length) showError({ dataErrors: [action.errors] });
  }, [action, showError]);
  const cart = data.cart && fromJsonText(data.cart);
  return (
    <ShopPage data-basket>
      <h1>{t`Your basket`}</h1>
      {action?.errors.length ? (
        <WithoutJs>
          <Alert role="alert">
            <p>{errorText(action.errors[0])}</p>
          </Alert>
        </WithoutJs>
      ) : null}
      {!cart ? (
        <Empty data-basket-empty>
          <p>{t`Your basket is empty.`}</p>
          <ButtonLink to={href("list")}>{t`Discover our gift cards`}</ButtonLink>
        </Empty>
      ) : (
        <WithSummary>
          <div>
            <Overview cart={cart} />
            {cart.shipments.map((s) => (
              <ShipmentBox key={s.tag} shipment={s} cart={cart} data={data} />
            ))}
          </div>
          <Summary cart={cart} />
        </WithSummary>
      )}
    </ShopPage>
  );
}

const Empty = styled("div", { display: "grid", gap: "$4", justifyItems: "start" });
