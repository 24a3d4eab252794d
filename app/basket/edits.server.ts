/**
 * Edits of the basket page and the API (spec §7 deleteGiftcardPackageGroup, updateReceiver,
 * resetReceiver, setDeliveryMoment, setPackageQuantity). Each edit keeps the basket rules
 * (basket-rules.ts); delivery moments follow app/delivery/.
 */
import type { SessionScope } from "../accounts/session.server";
import { apiError, ErrorCode } from "../api/errors";
import type { DB } from "../db/db.server";
import { digitalSendAt, isValidDispatchDate } from "../delivery/delivery-dates";
import type { Storefront } from "../storefront/storefront";
import { basketRuleErrors } from "./basket-rules";
import { deletePackageGroup, type Receiver, type Shipment, setPackageQuantity, updateShipment } from "./cart";
import { cartRules, type EditResult, editCart } from "./cart.server";

export function removePackageGroup(
  db: DB,
  session: SessionScope,
  storefront: Storefront,
  shipmentTag: string,
  packageId: string | null | undefined,
): Promise<EditResult> {
  return editCart(
    db,
    session,
    storefront,
    (cart) => deletePackageGroup(cart.doc, shipmentTag, packageId) ?? [apiError(ErrorCode.NotFound, "shipmentTag")],
  );
}

/** A shipment's receiver; null sends it to the shopper again. */
export function setReceiver(
  db: DB,
  session: SessionScope,
  storefront: Storefront,
  shipmentTag: string,
  receiver: Receiver | null,
): Promise<EditResult> {
  return editCart(
    db,
    session,
    storefront,
    (cart) =>
      updateShipment(cart.doc, shipmentTag, (sh) => ({ ...sh, receiver })) ?? [
        apiError(ErrorCode.NotFound, "shipmentTag"),
      ],
  );
}

/** When a shipment goes: a digital one now or at a moment (`schedule`), a physical one on a dispatch date. */
export function setDeliveryMoment(
  db: DB,
  session: SessionScope,
  storefront: Storefront,
  shipmentTag: string,
  moment: { schedule?: { date: string; time: string } | null; dispatchDate?: string | null },
  now = new Date(),
): Promise<EditResult> {
  const { timeZone } = storefront.checkout;
  return editCart(db, session, storefront, (cart) => {
    const shipment = cart.doc.shipments.find((sh) => sh.tag === shipmentTag);
    if (!shipment) return [apiError(ErrorCode.NotFound, "shipmentTag")];
    let change: Partial<Shipment>;
    if (shipment.deliveryType === "DIGITAL") {
      if (moment.schedule && !digitalSendAt(now, moment.schedule, timeZone).ok) {
        return [apiError(ErrorCode.InvalidInput, "schedule")];
      }
      change = { schedule: moment.schedule ?? null };
    } else {
      const date = moment.dispatchDate ?? null;
      if (date && !isValidDispatchDate(date, now, { timeZone, country: storefront.country })) {
        return [apiError(ErrorCode.InvalidInput, "dispatchDate")];
      }
      change = { dispatchDate: date };
    }
    return updateShipment(cart.doc, shipmentTag, (sh) => ({ ...sh, ...change })) ?? [];
  });
}

/** A package's quantity (0 removes it), within the stock of its variation and the basket limits. */
export function changePackageQuantity(
  db: DB,
  session: SessionScope,
  storefront: Storefront,
  shipmentTag: string,
  packageId: string,
  quantity: number,
): Promise<EditResult> {
  const rules = cartRules(storefront);
  return editCart(db, session, storefront, async (cart) => {
    const doc = setPackageQuantity(cart.doc, shipmentTag, packageId, quantity);
    if (!doc) return [apiError(ErrorCode.NotFound, "packageId")];
    const pkg = doc.shipments.flatMap((sh) => sh.packages).find((p) => p.id === packageId);
    const stocked = pkg
      ? await db
          .selectFrom("product_variations")
          .select(["id as variationId", "stock"])
          .where("id", "=", pkg.card.variationId)
          .executeTakeFirst()
      : undefined;
    const errors = basketRuleErrors(doc, rules, stocked ?? null);
    return errors.length ? errors : doc;
  });
}
