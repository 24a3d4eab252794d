/**
 * A payment provider with metrics and logs (ADR 031): every call and notification counted by provider,
 * operation and outcome, and logged with the id of the request (or job) that made it — with the
 * merchant reference and outcome only, never card data, shopper details or the provider's raw answer.
 */
import type { Logger } from "pino";
import { payments } from "../observability/metrics.server";
import type { PaymentOutcome, PaymentProvider, RefundOutcome } from "./provider";

type Operation = "create" | "complete" | "refund" | "cancel" | "status" | "webhook";

export function observedPayments(provider: PaymentProvider, log: Pick<Logger, "info" | "warn">): PaymentProvider {
  const count = (operation: Operation, outcome: string) => payments.inc({ provider: provider.id, operation, outcome });
  async function observe<T extends PaymentOutcome | RefundOutcome>(
    operation: Operation,
    reference: string,
    call: () => Promise<T>,
  ): Promise<T> {
    try {
      const result = await call();
      count(operation, result.status);
      log.info({ provider: provider.id, operation, reference, outcome: result.status }, "payment");
      return result;
    } catch (error) {
      count(operation, "exception");
      log.warn({ provider: provider.id, operation, reference, err: error }, "payment call failed");
      throw error;
    }
  }
  return {
    id: provider.id,
    get webhookAck() {
      return provider.webhookAck;
    },
    createPayment: (request) => observe("create", request.merchantReference, () => provider.createPayment(request)),
    completeRedirect: (pspReference, params) =>
      observe("complete", pspReference, () => provider.completeRedirect(pspReference, params)),
    refund: (request) => observe("refund", request.merchantReference, () => provider.refund(request)),
    async paymentStatus(reference) {
      try {
        const outcome = await provider.paymentStatus(reference);
        count("status", outcome?.status ?? "unknown");
        log.info(
          {
            provider: provider.id,
            operation: "status",
            reference: reference.merchantReference,
            outcome: outcome?.status,
          },
          "payment",
        );
        return outcome;
      } catch (error) {
        count("status", "exception");
        log.warn(
          { provider: provider.id, operation: "status", reference: reference.merchantReference, err: error },
          "payment call failed",
        );
        throw error;
      }
    },
    async cancel(pspReference, merchantReference) {
      try {
        await provider.cancel(pspReference, merchantReference);
        count("cancel", "done");
      } catch (error) {
        count("cancel", "exception");
        throw error;
      }
    },
    parseWebhook(body, headers) {
      try {
        const events = provider.parseWebhook(body, headers);
        for (const event of events) count("webhook", `${event.eventCode}:${event.success ? "success" : "failure"}`);
        return events;
      } catch (error) {
        count("webhook", "rejected");
        throw error;
      }
    },
  };
}
