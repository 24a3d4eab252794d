/**
 * POST /__webhooks/<provider>: the payment provider's notifications. Each item's signature is
 * verified, the events are stored (deduplicated) and queued, and only then the provider gets its 2xx;
 * processing happens in the job queue, so a slow or failing step never makes the provider give up.
 */
import express, { type Router } from "express";
import type { OrderDeps } from "../checkout/orders/records.server";
import { storeWebhookEvent } from "../checkout/orders/webhook-events.server";
import { recordOf } from "../forms/field-names";
import { InvalidWebhookError, type PaymentProvider } from "../payments/provider";

export function webhookRouter(provider: PaymentProvider, deps: OrderDeps): Router {
  const router = express.Router();
  router.post(`/${provider.id}`, express.text({ type: "*/*", limit: "1mb" }), async (req, res, next) => {
    try {
      const body = typeof req.body === "string" ? req.body : "";
      const headers = recordOf(
        Object.entries(req.headers).map(
          ([k, value]) => [k, Array.isArray(value) ? value.join(",") : (value ?? "")] as const,
        ),
        200,
      );
      let events: ReturnType<PaymentProvider["parseWebhook"]>;
      try {
        events = provider.parseWebhook(body, headers);
      } catch (error) {
        if (error instanceof InvalidWebhookError)
          return void res.status(401).type("text/plain").send("Invalid signature");
        throw error;
      }
      for (const event of events) await storeWebhookEvent(deps, provider.id, event);
      res.status(200).type("text/plain").send(provider.webhookAck);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
