/**
 * The long-lived services of the shop process: job queue (with fulfilment and webhook jobs), payment
 * provider (Adyen, or the built-in test provider: PAYMENT_PROVIDER), captcha, rate limits and mail.
 */
import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import { createCaptcha } from "../accounts/captcha.server";
import { createDatabaseRateLimits, createRedisRateLimits, deleteExpiredLimits } from "../accounts/rate-limit.server";
import { deleteExpiredSessions } from "../accounts/session.server";
import { alertOverdueActivations, registerActivationJobs } from "../activation/activate.server";
import { createHttpCardProvider } from "../activation/http-provider.server";
import { createCardSimulator } from "../activation/simulator.server";
import { cancelAbandonedOrders } from "../checkout/orders/abandoned.server";
import { createOrderLinks } from "../checkout/orders/order-access.server";
import { queueStaleReconciles, registerReconcile } from "../checkout/orders/reconcile.server";
import type { OrderDeps } from "../checkout/orders/records.server";
import type { DB } from "../db/db.server";
import { runDueDraws } from "../doubler/draw.server";
import type { Env } from "../env.server";
import { registerFulfilment } from "../fulfilment/fulfil.server";
import { JobQueue } from "../fulfilment/jobs.server";
import { createMailer, type Mailer, markMailFailed } from "../fulfilment/mail.server";
import type { ShopServices } from "../graphql/context.server";
import { createAdyenProvider } from "../payments/adyen.server";
import { observedPayments } from "../payments/observed.server";
import type { TestPayConfig } from "../payments/testpay/model";
import { createTestProvider } from "../payments/testpay/provider.server";
import { registerTestPayJobs } from "../payments/testpay/webhooks.server";
import { createRedeemTokens } from "../redeem/token.server";
import type { StorefrontRegistry } from "../storefront/registry";

export interface Services {
  services: ShopServices;
  orderDeps: OrderDeps;
  mailer: Mailer;
  /** Config of the built-in test provider when it is the provider (its pages are then mounted). */
  testPay: TestPayConfig | null;
  start(): void;
  stop(): Promise<void>;
}

/** A key made once and kept in the database, so what was signed before a restart still verifies after it. */
export async function storedSecret(db: DB, name: string): Promise<string> {
  await db
    .insertInto("app_secrets")
    .values({ name, value: randomBytes(32).toString("hex") })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("app_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return row.value;
}

/** A job out of attempts: logged as an error for the operator; a mail is marked failed in the outbox. */
export function onJobGiveUp(db: DB, log: Pick<Logger, "error">) {
  return async (job: { id: string; kind: string; payload: Record<string, unknown>; error: string }) => {
    log.error({ job: { id: job.id, kind: job.kind }, error: job.error }, "job gave up after its last attempt");
    if (job.kind === "send-mail") await markMailFailed(db, Number(job.payload.mailId), job.error);
  };
}

export async function createServices(options: {
  db: DB;
  env: Env;
  registry: StorefrontRegistry;
  log: Logger;
  /** Port this process listens on: the test provider delivers its webhooks there. */
  port: number;
}): Promise<Services> {
  const { db, env, log } = options;
  // servingEnv refused to start without one; never fall back to the test provider silently (issue 44).
  if (!env.paymentProvider) throw new Error("No payment provider: set PAYMENT_PROVIDER (servingEnv)");
  const jobs = new JobQueue(db, {
    runsJobs: env.JOB_WORKER,
    lockSeconds: env.JOB_LOCK_SECONDS,
    onError: (error, job) => log.warn({ err: error, job }, "job failed (it will be retried)"),
    onGiveUp: onJobGiveUp(db, log),
  });
  const mailer = createMailer(env.SMTP_URL);
  // The confirmation mail's links to the order (issue 44): a key kept in the database, so links survive restarts.
  const orderLinks = createOrderLinks(await storedSecret(db, "order_link"));
  const testPay: TestPayConfig | null = env.adyen
    ? null
    : {
        db,
        jobs,
        hmacKey: env.TESTPAY_HMAC_KEY ?? (await storedSecret(db, "testpay_hmac")),
        webhookUrl: `http://127.0.0.1:${options.port}/__webhooks/test`,
        webhookDelayMs: env.TESTPAY_WEBHOOK_DELAY_MS,
      };
  const payments = observedPayments(
    env.adyen ? createAdyenProvider(env.adyen) : createTestProvider(testPay as TestPayConfig),
    log,
  );
  if (testPay) registerTestPayJobs(jobs, testPay);
  const orderDeps: OrderDeps = { db, payments, jobs };
  registerReconcile(orderDeps);
  registerFulfilment(
    jobs,
    { db, jobs, registry: options.registry, mailer, orderLinks, fulfilmentEmail: env.FULFILMENT_EMAIL },
    orderDeps,
  );
  // The card processor when configured, else the built-in simulator (ADR 019).
  const cards =
    env.CARD_PROVIDER_URL && env.CARD_PROVIDER_KEY
      ? createHttpCardProvider({ url: env.CARD_PROVIDER_URL, apiKey: env.CARD_PROVIDER_KEY })
      : createCardSimulator({ delayMs: env.CARD_SIMULATOR_DELAY_MS });
  const activationDeps = {
    ...orderDeps,
    cards,
    registry: options.registry,
    log,
    operatorEmail: env.OPERATOR_EMAIL,
    orderLinks,
  };
  registerActivationJobs(jobs, activationDeps);
  const redisLimits = env.REDIS_URL ? await createRedisRateLimits(env.REDIS_URL, undefined, env.REDIS_PREFIX) : null;
  const limits = redisLimits ?? createDatabaseRateLimits(db);
  const services: ShopServices = {
    payments,
    jobs,
    captcha: createCaptcha(env.ALTCHA_HMAC_KEY ?? (await storedSecret(db, "altcha_hmac")), limits),
    limits,
    redeemTokens: createRedeemTokens(env.REDEEM_TOKEN_KEY ?? (await storedSecret(db, "redeem_token"))),
    orderLinks,
    cards,
    paymentClient: env.adyen
      ? {
          provider: "adyen",
          clientKey: env.adyen.clientKey,
          environment: env.adyen.environment === "LIVE" ? "live" : "test",
        }
      : { provider: "test" },
  };
  let housekeeping: ReturnType<typeof setInterval> | null = null;
  let doublerTimer: ReturnType<typeof setInterval> | null = null;
  return {
    services,
    orderDeps,
    mailer,
    testPay,
    start() {
      if (!env.JOB_WORKER) return;
      jobs.start();
      // The doubler's draws (first Monday of the month, each storefront's zone): checked now and every
      // quarter of an hour; the database lets one run per storefront and month draw (ADR 018). The same
      // beat raises the alert of activations not done within 24 hours (ADR 019).
      const draws = () => {
        runDueDraws({ db, jobs }, options.registry.all).catch((error) =>
          log.warn({ err: error }, "doubler draw failed"),
        );
        alertOverdueActivations(activationDeps).catch((error) =>
          log.warn({ err: error }, "activation alert check failed"),
        );
        // Payments whose provider answer never came (a process died mid-call) are reconciled.
        queueStaleReconciles(orderDeps, env.RECONCILE_AFTER_MINUTES).catch((error) =>
          log.warn({ err: error }, "payment reconcile sweep failed"),
        );
      };
      void draws();
      doublerTimer = setInterval(draws, 15 * 60_000);
      doublerTimer.unref();
      housekeeping = setInterval(() => {
        deleteExpiredSessions(db).catch((error) => log.warn({ err: error }, "session housekeeping failed"));
        deleteExpiredLimits(db).catch((error) => log.warn({ err: error }, "rate-limit housekeeping failed"));
        cancelAbandonedOrders(orderDeps).catch((error) =>
          log.warn({ err: error }, "abandoned orders housekeeping failed"),
        );
      }, 3600_000);
      housekeeping.unref();
    },
    async stop() {
      if (housekeeping) clearInterval(housekeeping);
      if (doublerTimer) clearInterval(doublerTimer);
      await jobs.stop();
      await redisLimits?.close();
    },
  };
}
