/**
 * Who reaches the test-only routes (issue 44): the card simulator's printer (`/__cardsim/`), TestPay's
 * dashboard and the local mail outbox. They are mounted only on a test setup (server.ts), and then answer
 * only a request on a local host (LOCAL_HOSTS: `<code>.localhost`, localhost) or one carrying the
 * preview token (the preview gallery's own check, ADR 022); anyone else gets the 404 of an unknown path.
 * A live host name in the Host header is never enough: these routes write cards with pins, decide
 * payments and show every mail the shop sent.
 */
import type { Express, RequestHandler } from "express";
import type { CardProvider } from "../activation/card-provider";
import type { DB } from "../db/db.server";
import type { Env } from "../env.server";
import { TESTPAY_PATH, type TestPayConfig } from "../payments/testpay/model";
import type { PreviewAccess } from "../preview/access.server";
import type { StorefrontRegistry } from "../storefront/registry";
import { outboxRouter } from "./outbox.server";
import { csrfGuard } from "./security.server";

export function testRouteGuard(options: {
  registry: StorefrontRegistry;
  preview: PreviewAccess;
  /** Where the token cookie applies once `?token=` was right (the mounted path). */
  path: string;
}): RequestHandler {
  return (req, res, next) => {
    if (options.registry.isLocalHost(req.headers.host ?? "")) return next();
    const verdict = options.preview.admit(req, options.path);
    if (!verdict.ok) return void res.status(404).type("text/plain").send("Not found");
    if (verdict.setCookie) res.append("Set-Cookie", verdict.setCookie);
    res.set("cache-control", "no-store").set("x-robots-tag", "noindex");
    next();
  };
}

/**
 * Mounts the built-in test services' pages (before storefront resolution, so on the shopper's own host):
 * TestPay's hosted pages while it is the payment provider (its dashboard test-only), the card
 * simulator's printer while it is the card provider on a test setup (ADR 019), the mail outbox with
 * MAIL_OUTBOX_VIEW. None exists in a production process with real providers.
 */
export async function mountTestRoutes(
  app: Express,
  options: {
    env: Pick<Env, "NODE_ENV" | "paymentProvider" | "outboxView">;
    db: DB;
    registry: StorefrontRegistry;
    preview: PreviewAccess;
    testPay: TestPayConfig | null;
    cards: CardProvider;
  },
): Promise<void> {
  const { env, db, registry, preview } = options;
  const testOnly = (path: string) => testRouteGuard({ registry, preview, path });
  // A staging deployment's testers pay on the storefront's host: only the dashboard of every payment is test-only.
  if (options.testPay) {
    const { testPayRouter } = await import("../payments/testpay/pages.server");
    app.get(TESTPAY_PATH, testOnly(TESTPAY_PATH));
    app.use(TESTPAY_PATH, csrfGuard, testPayRouter(options.testPay));
  }
  const testSetup = env.NODE_ENV !== "production" || env.paymentProvider === "testpay";
  if (options.cards.id === "simulator" && testSetup) {
    const { cardSimulatorRouter, CARDSIM_PATH } = await import("../activation/simulator-pages.server");
    app.use(CARDSIM_PATH, testOnly(CARDSIM_PATH), csrfGuard, cardSimulatorRouter(db, registry));
  }
  if (env.outboxView) app.use("/__outbox", testOnly("/__outbox"), outboxRouter(db));
}
