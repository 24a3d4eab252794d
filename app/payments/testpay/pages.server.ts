/**
 * TestPay's hosted pages, mounted by the shop at TESTPAY_PATH before storefront resolution, so they are
 * served on the shopper's own host: the bank or wallet page of redirect methods (with iDEAL's issuer
 * choice), 3-D Secure, the phone app of app methods, the bank that receives transfers, the hosted card
 * fields the payment step embeds, and a dashboard. Plain HTML forms that work without JavaScript; only
 * the card fields need a script (a file, not inline, because of the CSP) to hand the token to the shop.
 * Texts are TestPay's own, in one TEXTS object so translations can be added per language.
 */

import type { NextFunction, Request, Response, Router } from "express";
import express from "express";
import { CARD_SCRIPT, checkCard } from "./card-fields.server";
import { type Decision, OPEN_STATUSES, type TestPayConfig, type TestPayStatus } from "./model";
import { decisionForm, esc, methodName, money, SECURITY_HEADERS, sendPage, summary } from "./page-shell.server";
import { findPayment, latestPayments, simulatorPath, storeCardToken, type TestPayment } from "./payments-store.server";
import { chooseIssuer, decide } from "./provider.server";
import { redirectToken } from "./signing.server";
import { TESTPAY_BRAND_PATTERNS, TRANSFER_ACCOUNT } from "./test-cards";
import { BRAND_NAMES, en, IDEAL_ISSUERS, textsFor } from "./texts";

/** Back to the shop's return URL (it already has `?order=`) with the signed result, like Adyen's redirectResult. */
function returnUrlOf(config: TestPayConfig, p: TestPayment): string {
  const url = new URL(p.request.returnUrl);
  url.searchParams.set("redirectResult", redirectToken(p.psp, p.status, config.hmacKey));
  return url.toString();
}

type Handler = (req: Request, res: Response) => Promise<void> | void;

const wrap =
  (handler: Handler) =>
  (req: Request, res: Response, next: NextFunction): void => {
    Promise.resolve(handler(req, res)).catch(next);
  };

function notFound(res: Response): void {
  sendPage(res, en.unknownPayment, `<h1>${esc(en.unknownPayment)}</h1>`, { status: 404 });
}

function badDecision(res: Response): void {
  sendPage(res, en.invalidDecision, `<h1>${esc(en.invalidDecision)}</h1>`, { status: 400 });
}

/** The decision a posted form asks for, if it is one of the page's own buttons. */
function decisionOf(req: Request, allowed: readonly Decision[]): Decision | null {
  const value = isRecord(req.body) ? req.body.decision : undefined;
  return allowed.find((d) => d === value) ?? null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

const PAY_DECISIONS: Decision[] = ["authorise", "refuse", "cancel", "fraud", "retryLimit"];

const THREE_DS_DECISIONS: Decision[] = ["authorise", "authenticationFailed"];

const APP_DECISIONS: Decision[] = ["authorise", "refuse"];

const BANK_DECISIONS: Decision[] = ["authorise", "expire"];

export function testPayRouter(config: TestPayConfig): Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.set(SECURITY_HEADERS);
    next();
  });
  router.use(express.urlencoded({ extended: false, limit: "16kb" }));

  /**
   * A redirect page's POST: records the decision (only from `from`), then sends the shopper back to
   * the shop. A second POST after a decision changes nothing and redirects back the same way.
   */
  const decideAndReturn = (allowed: Decision[], from: TestPayStatus) =>
    wrap(async (req, res) => {
      const p = await findPayment(config.db, String(req.params.psp));
      if (!p) return notFound(res);
      const decision = decisionOf(req, allowed);
      if (!decision) return badDecision(res);
      const after = (await decide(config, p.psp, decision, [from])) ?? p;
      res.redirect(303, returnUrlOf(config, after));
    });

  // The bank's or wallet's page of a redirect method; iDEAL without an issuer first asks for the bank.
  router.get(
    "/pay/:psp",
    wrap(async (req, res) => {
      const p = await findPayment(config.db, String(req.params.psp));
      if (!p) return notFound(res);
      // Decided already (back button, second tab): the shopper belongs at the shop.
      if (p.status !== "redirect") return res.redirect(303, returnUrlOf(config, p));
      const t = en.pay;
      if (p.method === "ideal" && !p.request.issuer) {
        const options = IDEAL_ISSUERS.map((bank) => `<option>${esc(bank)}</option>`).join("");
        return sendPage(
          res,
          en.issuer.title,
          `<h1>${esc(en.issuer.title)}</h1>${summary(p)}<form method="post" action="${esc(`${req.baseUrl}/pay/${p.psp}/issuer`)}"><label for="issuer">${esc(en.issuer.label)}</label><select id="issuer" name="issuer" required>${options}</select><p><button type="submit">${esc(en.issuer.continue)}</button></p></form><form method="post"><button type="submit" name="decision" value="cancel" data-decision="cancel" class="secondary">${esc(en.issuer.cancel)}</button></form>`,
        );
      }
      const bank = p.request.issuer
        ? `<p>${esc(t.bank)}: <strong data-bank-name>${esc(p.request.issuer)}</strong></p>`
        : "";
      sendPage(
        res,
        t.title(methodName(p)),
        `<h1>${esc(methodName(p))}</h1>${bank}<p>${esc(t.intro)}</p>${summary(p)}${decisionForm([
          ["authorise", t.authorise],
          ["refuse", t.refuse],
          ["cancel", t.cancel],
          ["fraud", t.fraud],
          ["retryLimit", t.retryLimit],
        ])}`,
      );
    }),
  );
  router.post(
    "/pay/:psp/issuer",
    wrap(async (req, res) => {
      const p = await findPayment(config.db, String(req.params.psp));
      if (!p) return notFound(res);
      const issuer = isRecord(req.body) ? String(req.body.issuer ?? "") : "";
      if (!IDEAL_ISSUERS.includes(issuer)) return badDecision(res);
      await chooseIssuer(config.db, p.psp, issuer);
      res.redirect(303, `${req.baseUrl}/pay/${p.psp}`);
    }),
  );
  router.post("/pay/:psp", decideAndReturn(PAY_DECISIONS, "redirect"));

  // 3-D Secure of a card.
  router.get(
    "/3ds/:psp",
    wrap(async (req, res) => {
      const p = await findPayment(config.db, String(req.params.psp));
      if (!p) return notFound(res);
      if (p.status !== "challenge") return res.redirect(303, returnUrlOf(config, p));
      const t = en.threeDs;
      const card = p.request.cardLast4
        ? `<p>${esc(t.card)}: <strong>${esc(BRAND_NAMES[p.request.cardBrand ?? ""] ?? p.request.cardBrand ?? "")} •••• ${esc(p.request.cardLast4)}</strong></p>`
        : "";
      sendPage(
        res,
        t.title,
        `<h1>${esc(t.heading)}</h1><p>${esc(t.intro)}</p>${card}${summary(p)}${decisionForm([
          ["authorise", t.authenticate],
          ["authenticationFailed", t.fail],
        ])}`,
      );
    }),
  );
  router.post("/3ds/:psp", decideAndReturn(THREE_DS_DECISIONS, "challenge"));

  // The shopper's phone: the app of Payconiq, Swish, MB WAY or BLIK. In reality it is another device,
  // so a decision does not send anyone back to the shop: the shop's processing page waits for the webhook.
  router.get(
    "/app/:psp",
    wrap(async (req, res) => {
      const p = await findPayment(config.db, String(req.params.psp));
      if (!p) return notFound(res);
      const t = en.app;
      const detail = p.request.blikCode
        ? `<p>${esc(t.blikCode)}: <strong>${esc(p.request.blikCode)}</strong></p>`
        : p.request.phone
          ? `<p>${esc(t.phone)}: <strong>${esc(p.request.phone)}</strong></p>`
          : "";
      const action =
        p.status === "awaiting"
          ? decisionForm([
              ["authorise", t.approve],
              ["refuse", t.decline],
            ])
          : `<p role="status"><strong>${esc(t.done)}</strong></p><p>${esc(en.status)}: ${esc(en.statuses[p.status])}</p>`;
      sendPage(
        res,
        t.title(methodName(p)),
        `<h1>${esc(methodName(p))}</h1><p>${esc(t.intro)}</p>${detail}${summary(p)}${action}`,
      );
    }),
  );
  router.post(
    "/app/:psp",
    wrap(async (req, res) => {
      const p = await findPayment(config.db, String(req.params.psp));
      if (!p) return notFound(res);
      const decision = decisionOf(req, APP_DECISIONS);
      if (!decision) return badDecision(res);
      await decide(config, p.psp, decision, ["awaiting"]);
      // Post/redirect/get: the page then shows "Done"; a reload does not post again.
      res.redirect(303, `${req.baseUrl}/app/${p.psp}`);
    }),
  );

  // The bank that receives transfers: the money arrives, or the transfer expires.
  router.get(
    "/bank/:psp",
    wrap(async (req, res) => {
      const p = await findPayment(config.db, String(req.params.psp));
      if (!p) return notFound(res);
      const t = en.bank;
      const action =
        p.status === "pending"
          ? decisionForm([
              ["authorise", t.received],
              ["expire", t.expire],
            ])
          : `<p role="status"><strong>${esc(t.done(en.statuses[p.status]))}</strong></p>`;
      sendPage(
        res,
        t.title,
        `<h1>${esc(t.heading)}</h1><p>${esc(t.intro)}</p>${summary(p)}<dl><dt>${esc(t.beneficiary)}</dt><dd>${esc(TRANSFER_ACCOUNT.beneficiary)}</dd><dt>${esc(t.iban)}</dt><dd>${esc(TRANSFER_ACCOUNT.iban)}</dd></dl>${action}`,
      );
    }),
  );
  router.post(
    "/bank/:psp",
    wrap(async (req, res) => {
      const p = await findPayment(config.db, String(req.params.psp));
      if (!p) return notFound(res);
      const decision = decisionOf(req, BANK_DECISIONS);
      if (!decision) return badDecision(res);
      await decide(config, p.psp, decision, ["pending"]);
      res.redirect(303, `${req.baseUrl}/bank/${p.psp}`);
    }),
  );

  // Hosted card fields, framed by the shop's payment step (same host, so frame-ancestors 'self').
  router.get("/card-fields", (req, res) => {
    const { lang, t } = textsFor(req.query.lang);
    const c = t.card;
    const field = (id: string, label: string, attrs: string, after = "", describedBy = "") =>
      `<label for="${id}">${esc(label)}</label><input id="${id}" name="${id}" ${attrs} aria-describedby="${describedBy}${id}-error" required>${after}<p class="error" id="${id}-error"></p>`;
    sendPage(
      res,
      c.title,
      // method=post: without the script the form must never put a card number in a URL.
      `<h1>${esc(c.title)}</h1><noscript><p class="error">${esc(c.needsScript)}</p></noscript><form id="card" method="post" action="${esc(`${req.baseUrl}/card-fields`)}" novalidate>
${field("number", c.number, 'autocomplete="cc-number" inputmode="numeric" autocorrect="off" spellcheck="false"', '<p class="hint" id="brand" aria-live="polite"></p>', "brand ")}
${field("expiry", c.expiry, 'autocomplete="cc-exp" inputmode="numeric" placeholder="MM/YY"')}
${field("cvc", c.cvc, 'autocomplete="cc-csc" inputmode="numeric"')}
${field("holder", c.holder, 'autocomplete="cc-name" spellcheck="false"')}
<p><button type="submit" data-use-card>${esc(c.use)}</button></p><p id="card-status" role="status"></p></form>
<script src="${esc(`${req.baseUrl}/card-fields.js?lang=${encodeURIComponent(lang)}`)}"></script>`,
      { lang, t, embed: true },
    );
  });
  // Only reached without JavaScript: nothing is stored, the page says why.
  router.post("/card-fields", (req, res) => {
    const { lang, t } = textsFor(req.query.lang);
    sendPage(res, t.card.title, `<p class="error" role="alert">${esc(t.card.needsScript)}</p>`, {
      lang,
      t,
      embed: true,
      status: 400,
    });
  });
  router.get("/card-fields.js", (req, res) => {
    const { lang, t } = textsFor(req.query.lang);
    const data = {
      patterns: TESTPAY_BRAND_PATTERNS.map(([brand, re]) => [brand, re.source]),
      brandNames: BRAND_NAMES,
      texts: {
        brand: t.card.brand("{brand}"),
        checking: t.card.checking,
        accepted: t.card.accepted("{brand}", "{last4}"),
        failed: t.card.failed,
        errors: t.card.errors,
      },
      tokenizeUrl: `${req.baseUrl}/tokenize?lang=${encodeURIComponent(lang)}`,
    };
    // JSON is a JavaScript expression; "<" escaped so the data can never close a tag if ever inlined.
    const json = JSON.stringify(data).replace(/</g, "\\u003c");
    // A replacer function: "$" sequences in the patterns must not be read as replacement patterns.
    res.type("application/javascript").send(CARD_SCRIPT.replace("__DATA__", () => json));
  });
  router.post(
    "/tokenize",
    express.json({ limit: "4kb" }),
    wrap(async (req, res) => {
      const { t } = textsFor(req.query.lang);
      const check = checkCard(isRecord(req.body) ? req.body : {}, t);
      if (!check.ok) return void res.status(400).json({ errors: check.errors });
      const { token, last4 } = await storeCardToken(config.db, check.number, check.brand);
      res.json({ token, brand: check.brand, last4 });
    }),
  );

  // Dashboard: the latest payments, with a link to the page where an open one is decided.
  router.get(
    "/",
    wrap(async (_req, res) => {
      const t = en.dashboard;
      const rows = (await latestPayments(config.db, 50))
        .map((p) => {
          const open = OPEN_STATUSES.includes(p.status);
          const ref = open
            ? `<a href="${esc(simulatorPath(p))}" aria-label="${esc(`${t.open}: ${p.psp}`)}">${esc(p.psp)}</a>`
            : esc(p.psp);
          return `<tr><td>${ref}</td><td>${esc(p.merchantReference)}</td><td>${esc(methodName(p))}</td><td>${esc(money(p))}</td><td>${esc(en.statuses[p.status] ?? p.status)}</td></tr>`;
        })
        .join("");
      const table = rows
        ? `<table><thead><tr><th scope="col">${esc(en.reference)}</th><th scope="col">${esc(en.merchantReference)}</th><th scope="col">${esc(en.method)}</th><th scope="col">${esc(en.amount)}</th><th scope="col">${esc(en.status)}</th></tr></thead><tbody>${rows}</tbody></table>`
        : `<p>${esc(t.empty)}</p>`;
      sendPage(res, t.title, `<h1>${esc(t.heading)}</h1>${table}`, { wide: true });
    }),
  );
  return router;
}
