/**
 * The basket page's loader and action (spec §2 /winkelmandje/). Visiting the basket leaves checkout
 * (spec §4: the pending order goes, the basket stays). Every edit is a form post that works without
 * JavaScript; the page then shows the refetched basket.
 */
import type { SubmissionResult } from "@conform-to/react";
import { msg } from "@lingui/core/macro";
import type { AppLoadContext } from "@remix-run/node";
import type { ApiError } from "../api/errors";
import { apiError, ErrorCode } from "../api/errors";
import { dispatchDateOptions, earliestDispatchDate } from "../delivery/delivery-dates";
import { parseForm } from "../forms/parse-form";
import { readForm } from "../forms/read-form.server";
import { getI18n } from "../i18n/i18n";
import { seoForScreen } from "../seo/seo.server";
import { asJsonText } from "../storefront/json-text";
import { deliverySchema, quantitySchema, receiverSchema } from "./basket.schema";
import {
  CART,
  DELETE_GROUP,
  LEAVE_CHECKOUT,
  type MutationResult,
  RESET_RECEIVER,
  SET_DELIVERY,
  SET_QUANTITY,
  UPDATE_RECEIVER,
} from "./queries.server";

function deliveryOptions(context: AppLoadContext) {
  const now = new Date();
  const opts = { timeZone: context.storefront.checkout.timeZone, country: context.storefront.country };
  return { dispatchDates: dispatchDateOptions(now, opts, 30), earliest: earliestDispatchDate(now, opts) };
}

export async function loadBasket(context: AppLoadContext, request: Request) {
  // The basket is read before checkout is left: leaving changes the pending order, not the basket, and
  // the read is the one the header's count made (viewCart), which says whether there is one to leave.
  const { cart } = context.session.hasCookie ? await context.api.request(CART, {}) : { cart: { order: null } };
  if (cart.order?.pendingCheckout) await context.api.request(LEAVE_CHECKOUT);
  const { dispatchDates, earliest } = deliveryOptions(context);
  const i18n = await getI18n(context.language);
  const filled = cart.order && cart.order.itemCount > 0 ? cart.order : null;
  const { brandName } = context.storefront;
  const seo = seoForScreen(context, request, {
    routeId: "basket",
    title: `${i18n._(msg`Your basket`)} | ${brandName}`,
    description: i18n._(
      msg`Your ${brandName} basket: the gift cards you chose, who receives them and how they are delivered, ready to order.`,
    ),
    // The empty basket — all a crawler ever sees — is a public page; a shopper's filled basket is not
    // (docs/decisions/037-crawlable-empty-basket.md).
    noindex: filled !== null,
  });
  return {
    // One text for the encoder, not a value per field of every package (ADR 046).
    cart: filled && asJsonText(filled),
    dispatchDates,
    earliest,
    timeZone: context.storefront.checkout.timeZone,
    seo,
  };
}

type Reply = SubmissionResult<string[]>;

export interface BasketActionData {
  intent: string;
  shipmentTag: string | null;
  result: Reply | null;
  errors: ApiError[];
  done: boolean;
}

const failed = (
  intent: string,
  shipmentTag: string | null,
  errors: ApiError[],
  result: Reply | null = null,
): BasketActionData => ({
  intent,
  shipmentTag,
  result,
  errors,
  done: false,
});

export async function basketAction(context: AppLoadContext, request: Request): Promise<BasketActionData> {
  const [formData, i18n] = await Promise.all([readForm(request), getI18n(context.language)]);
  const intent = String(formData.get("intent") ?? "");
  const tag = typeof formData.get("shipmentTag") === "string" ? String(formData.get("shipmentTag")) : null;
  const finish = (intentName: string, result: MutationResult, reply: Reply | null = null): BasketActionData =>
    result.errors.length
      ? failed(intentName, tag, result.errors, reply)
      : { intent: intentName, shipmentTag: tag, result: reply, errors: [], done: true };

  switch (intent) {
    case "delete": {
      if (!tag) return failed(intent, tag, [apiError(ErrorCode.InvalidInput, "shipmentTag")]);
      const packageId = formData.get("packageId");
      const { deleteGiftcardPackageGroup } = await context.api.request(DELETE_GROUP, {
        shipmentTag: tag,
        packageId: typeof packageId === "string" && packageId ? packageId : null,
      });
      return finish(intent, deleteGiftcardPackageGroup);
    }
    case "quantity": {
      const submission = parseForm(formData, { i18n, schema: quantitySchema(i18n) });
      if (submission.status !== "success") return failed(intent, tag, [], submission.reply());
      const { setPackageQuantity } = await context.api.request(SET_QUANTITY, {
        shipmentTag: submission.value.shipmentTag,
        packageId: submission.value.packageId,
        quantity: submission.value.quantity,
      });
      return finish(intent, setPackageQuantity, submission.reply());
    }
    case "receiver": {
      const submission = parseForm(formData, { i18n, schema: receiverSchema(i18n, context.storefront.country) });
      if (submission.status !== "success") return failed(intent, tag, [], submission.reply());
      const x = submission.value;
      const { updateReceiver } = await context.api.request(UPDATE_RECEIVER, {
        shipmentTag: x.shipmentTag,
        receiver: { name: x.name, email: x.email, phone: x.phone || null },
      });
      return finish(intent, updateReceiver, submission.reply({ resetForm: true }));
    }
    case "reset-receiver": {
      if (!tag) return failed(intent, tag, [apiError(ErrorCode.InvalidInput, "shipmentTag")]);
      const { resetReceiver } = await context.api.request(RESET_RECEIVER, { shipmentTag: tag });
      return finish(intent, resetReceiver);
    }
    case "delivery": {
      const { dispatchDates } = deliveryOptions(context);
      const schema = deliverySchema(i18n, { timeZone: context.storefront.checkout.timeZone, dispatchDates });
      const submission = parseForm(formData, { i18n, schema });
      if (submission.status !== "success") return failed(intent, tag, [], submission.reply());
      const x = submission.value;
      const physical = x.shipmentTag.startsWith("physical");
      const { setDeliveryMoment } = await context.api.request(SET_DELIVERY, {
        shipmentTag: x.shipmentTag,
        schedule: !physical && x.when === "later" ? { date: x.date, time: x.time } : null,
        dispatchDate: physical && x.dispatchDate ? x.dispatchDate : null,
      });
      return finish(intent, setDeliveryMoment, submission.reply());
    }
    default:
      return failed(intent, tag, [apiError(ErrorCode.InvalidInput, "intent")]);
  }
}
