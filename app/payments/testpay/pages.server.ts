/**
 * TestPay's hosted pages, mounted by the shop at TESTPAY_PATH before storefront resolution, so they are
 * served on the shopper's own host: the bank or wallet page of redirect methods (with iDEAL's issuer
 * choice), 3-D Secure, the phone app of app methods, the bank that receives transfers, the hosted card
 * fields the payment step embeds, and a dashboard. Plain HTML forms that work without JavaScript; only
 * the card fields need a script (a file, not inline, because of the CSP) to hand the token to the shop.
 * Texts are TestPay's own, in one TEXTS object so translations can be added per language.
 */
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { METHOD_INFO } from "../methods";
import {
  chooseIssuer,
  type Decision,
  decide,
  findPayment,
  latestPayments,
  OPEN_STATUSES,
  redirectToken,
  simulatorPath,
  storeCardToken,
  TESTPAY_BRAND_PATTERNS,
  type TestPayConfig,
  type TestPayment,
  type TestPayStatus,
  TRANSFER_ACCOUNT,
  testPayBrandOf,
} from "./provider.server";

const en = {
  brand: "TestPay",
  testMode: "TestPay — test payments, no real money.",
  merchantReference: "Merchant reference",
  method: "Payment method",
  amount: "Amount",
  reference: "Reference",
  status: "Status",
  unknownPayment: "This payment is unknown to TestPay.",
  invalidDecision: "That choice is not possible for this payment.",
  pay: {
    title: (method: string) => `${method} — confirm payment`,
    intro: "Choose how the bank or wallet answers the shop.",
    bank: "Bank",
    authorise: "Authorise",
    refuse: "Refuse",
    cancel: "Cancel",
    fraud: "Fraud",
    retryLimit: "Too many attempts",
  },
  issuer: {
    title: "iDEAL — choose your bank",
    label: "Choose your bank",
    continue: "Continue",
    cancel: "Cancel payment",
  },
  threeDs: {
    title: "3-D Secure",
    heading: "Confirm it's you",
    intro: "Your card issuer asks you to confirm this card payment.",
    card: "Card",
    authenticate: "Authenticate",
    fail: "Fail",
  },
  app: {
    title: (method: string) => `${method} app`,
    intro: "Approve the payment to the shop in your app.",
    phone: "Phone number",
    blikCode: "BLIK code",
    approve: "Approve",
    decline: "Decline",
    done: "Done — you can return to the shop.",
  },
  bank: {
    title: "Bank transfer",
    heading: "Incoming bank transfer",
    intro: "Simulate what the bank does with the transfer.",
    beneficiary: "Beneficiary",
    iban: "IBAN",
    received: "Money received",
    expire: "Expire",
    done: (status: string) => `This transfer is ${status}.`,
  },
  dashboard: {
    title: "TestPay dashboard",
    heading: "Latest payments",
    empty: "No payments yet.",
    open: "Open simulator",
  },
  statuses: {
    redirect: "waiting for the shopper",
    challenge: "waiting for 3-D Secure",
    awaiting: "waiting for the app",
    pending: "waiting for the money",
    authorised: "authorised",
    refused: "refused",
    fraud: "refused (fraud)",
    retryLimit: "refused (too many attempts)",
    cancelled: "cancelled",
    expired: "expired",
  } satisfies Record<TestPayStatus, string>,
  card: {
    title: "Card details",
    number: "Card number",
    expiry: "Expiry date (MM/YY)",
    cvc: "Security code (CVC)",
    holder: "Name on card",
    brand: (name: string) => `Card brand: ${name}`,
    use: "Use this card",
    checking: "Checking the card…",
    accepted: (brand: string, last4: string) => `Card accepted: ${brand} ending in ${last4}.`,
    failed: "Something went wrong. Try again.",
    needsScript: "The card fields need JavaScript to hand the card to the shop. Please enable JavaScript.",
    errors: {
      number: "Enter a valid card number.",
      brand: "This card brand is not accepted.",
      expiry: "Enter the expiry date as MM/YY.",
      expired: "This card has expired.",
      cvc3: "Enter the 3-digit security code.",
      cvc4: "Enter the 4-digit security code.",
      holder: "Enter the name on the card.",
    },
  },
};

type Texts = typeof en;

/** Texts per language; a language without an entry is shown in English. */
export const TEXTS: Record<string, Texts> = { en };

/**
 * The language to show: the requested one when TEXTS has it, else English. `<html lang>` names the
 * language of the texts actually shown, so screen readers pronounce them right.
 */
function textsFor(requested: unknown): { lang: string; t: Texts } {
  const lang = typeof requested === "string" ? requested.toLowerCase().split("-")[0] : "";
  return lang && Object.hasOwn(TEXTS, lang) ? { lang, t: TEXTS[lang] } : { lang: "en", t: en };
}

const BRAND_NAMES: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  bancontact: "Bancontact",
  maestro: "Maestro",
  electron: "Visa Electron",
  dankort: "Dankort",
  interpayment: "InterPayment",
  unionpay: "UnionPay",
  diners: "Diners Club",
  discover: "Discover",
  jcb: "JCB",
};

/** The banks of TestPay's iDEAL issuer choice (when the shop did not ask the shopper for one). */
export const IDEAL_ISSUERS = [
  "ABN AMRO",
  "ASN Bank",
  "bunq",
  "ING",
  "Knab",
  "Rabobank",
  "RegioBank",
  "Revolut",
  "SNS",
  "Triodos Bank",
];

export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}
const esc = escapeHtml;

function money(p: Pick<TestPayment, "amount" | "currency">): string {
  // Every currency of the platform has two decimals (provider.ts Amount).
  return new Intl.NumberFormat("en", { style: "currency", currency: p.currency }).format(p.amount / 100);
}

function methodName(p: Pick<TestPayment, "method">): string {
  return METHOD_INFO[p.method]?.name ?? p.method;
}

const SECURITY_HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "same-origin",
  // form-action allows http(s): the pages' forms answer with redirects to the shop's return URL.
  // frame-ancestors 'self': the card fields are framed by the shop's payment step on the same host.
  "Content-Security-Policy":
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; form-action 'self' http: https:; frame-ancestors 'self'",
};

// Contrast: every text/background pair is at least 4.5:1; focus is a 3px outline on everything focusable.
const STYLE = `body{font-family:system-ui,Arial,sans-serif;margin:0;background:#f3f4f7;color:#1c1f2a;line-height:1.45}
.bar{background:#22306b;color:#fff;padding:12px 24px;font-weight:700}
main{max-width:560px;margin:32px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.12)}
main.wide{max-width:960px}
.note{background:#fff3cd;color:#4d3800;padding:8px 12px;border-radius:6px;font-size:14px;margin:0 0 12px}
h1{font-size:24px;margin:8px 0 16px}
button{font:inherit;font-size:16px;min-height:44px;padding:0 18px;border-radius:8px;border:2px solid #22306b;background:#22306b;color:#fff;cursor:pointer;margin:4px 8px 4px 0}
button.secondary{background:#fff;color:#22306b}
a{color:#1a3ea8}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
label{display:block;font-weight:600;margin-top:12px}
input,select{font:inherit;font-size:16px;min-height:44px;width:100%;box-sizing:border-box;padding:0 10px;border:1px solid #6b7080;border-radius:8px;background:#fff;color:#1c1f2a}
input[aria-invalid=true]{border:2px solid #b3261e}
.error{color:#b3261e;font-size:14px;margin:4px 0 0;min-height:1.2em}
.hint{color:#4a4f5c;font-size:14px;margin:4px 0 0;min-height:1.2em}.brand-name{text-transform:capitalize;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dt{color:#4a4f5c}dd{margin:0;font-weight:600}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:6px;border-bottom:1px solid #d5d8e0;font-size:14px}`;

const EMBED_STYLE =
  "body{background:#fff}main{margin:0;max-width:none;box-shadow:none;border-radius:0;padding:8px}h1{font-size:18px;margin:0 0 4px}";

interface PageOptions {
  lang?: string;
  t?: Texts;
  /** The card fields inside the shop's iframe: no TestPay bar, no card around the content. */
  embed?: boolean;
  wide?: boolean;
  status?: number;
}

function sendPage(res: Response, title: string, body: string, options: PageOptions = {}): void {
  const t = options.t ?? en;
  const head = `<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)} · ${esc(t.brand)}</title><style>${STYLE}${options.embed ? EMBED_STYLE : ""}</style>`;
  const bar = options.embed ? "" : `<header class="bar">${esc(t.brand)}</header>`;
  res
    .status(options.status ?? 200)
    .type("html")
    .send(
      `<!doctype html><html lang="${esc(options.lang ?? "en")}"><head>${head}</head><body>${bar}<main${options.wide ? ' class="wide"' : ""}><p class="note">${esc(t.testMode)}</p>${body}</main></body></html>`,
    );
}

function summary(p: TestPayment): string {
  const row = (label: string, value: string) => `<dt>${esc(label)}</dt><dd>${esc(value)}</dd>`;
  return `<dl>${row(en.merchantReference, p.merchantReference)}${row(en.method, methodName(p))}${row(en.amount, money(p))}${row(en.reference, p.psp)}</dl>`;
}

/** A form of decision buttons: each button submits its own `decision` value. */
function decisionForm(choices: [Decision, string][]): string {
  const buttons = choices
    .map(
      ([value, label], i) =>
        `<button type="submit" name="decision" value="${value}" data-decision="${value}"${i === 0 ? "" : ' class="secondary"'}>${esc(label)}</button>`,
    )
    .join("");
  return `<form method="post">${buttons}</form>`;
}

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

/** Luhn checksum (ISO/IEC 7812). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardCheck = { ok: true; number: string; brand: string } | { ok: false; errors: Record<string, string> };

/** The hosted fields' rules, checked again on the server (the page's script checks the same before posting). */
export function checkCard(body: Record<string, unknown>, t: Texts = en, now = new Date()): CardCheck {
  const e = t.card.errors;
  const errors: Record<string, string> = {};
  const number = String(body.number ?? "").replace(/[\s-]+/g, "");
  const brand = testPayBrandOf(number);
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) errors.number = e.number;
  else if (!brand) errors.number = e.brand;

  const expiry = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(String(body.expiry ?? "").trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) errors.expiry = e.expiry;
  // A card is valid until the end of its expiry month.
  else if ((2000 + Number(expiry[2])) * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1)
    errors.expiry = e.expired;

  const cvc = String(body.cvc ?? "").trim();
  if (!(brand === "amex" ? /^\d{4}$/ : /^\d{3}$/).test(cvc)) errors.cvc = brand === "amex" ? e.cvc4 : e.cvc3;
  if (!String(body.holder ?? "").trim()) errors.holder = e.holder;
  if (Object.keys(errors).length > 0 || !brand) return { ok: false, errors };
  return { ok: true, number, brand };
}

/**
 * The card fields' script, served as a file (the CSP forbids inline scripts). __DATA__ becomes the
 * brand patterns (the server's own, so the live brand and the server agree), brand names and texts.
 * It checks the same rules as checkCard, then tokenizes and hands the token to the shop's page.
 */
const CARD_SCRIPT = `(function () {
  "use strict";
  var data = __DATA__;
  var patterns = data.patterns.map(function (p) { return [p[0], new RegExp(p[1])]; });
  var form = document.getElementById("card");
  var fields = ["number", "expiry", "cvc", "holder"];
  var input = {};
  fields.forEach(function (name) { input[name] = document.getElementById(name); });
  var hint = document.getElementById("brand");
  var status = document.getElementById("card-status");
  var busy = false;

  function digitsOf(value) { return value.replace(/[\\s-]+/g, ""); }
  function brandOf(value) {
    var digits = digitsOf(value);
    for (var i = 0; i < patterns.length; i++) if (patterns[i][1].test(digits)) return patterns[i][0];
    return null;
  }
  function brandName(brand) { return data.brandNames[brand] || brand; }
  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  }
  function check() {
    var e = data.texts.errors, errors = {};
    var number = digitsOf(input.number.value), brand = brandOf(number);
    if (!/^\\d{12,19}$/.test(number) || !luhn(number)) errors.number = e.number;
    else if (!brand) errors.number = e.brand;
    var m = /^(\\d{2})\\s*\\/?\\s*(\\d{2})$/.exec(input.expiry.value.trim());
    var month = m ? Number(m[1]) : 0, now = new Date();
    if (!m || month < 1 || month > 12) errors.expiry = e.expiry;
    else if ((2000 + Number(m[2])) * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) errors.expiry = e.expired;
    var cvc = input.cvc.value.trim();
    if (!(brand === "amex" ? /^\\d{4}$/ : /^\\d{3}$/).test(cvc)) errors.cvc = brand === "amex" ? e.cvc4 : e.cvc3;
    if (!input.holder.value.trim()) errors.holder = e.holder;
    return errors;
  }
  function show(errors) {
    var first = null;
    fields.forEach(function (name) {
      document.getElementById(name + "-error").textContent = errors[name] || "";
      input[name].setAttribute("aria-invalid", errors[name] ? "true" : "false");
      if (errors[name] && !first) first = input[name];
    });
    if (first) first.focus();
  }

  input.number.addEventListener("input", function () {
    var brand = brandOf(input.number.value);
    // The brand id itself is the text (what the shop's page and its tests read), capitalised by CSS.
    var parts = data.texts.brand.split("{brand}");
    hint.textContent = "";
    if (!brand) return;
    var name = document.createElement("span");
    name.className = "brand-name";
    name.setAttribute("data-brand", brand);
    name.textContent = brand;
    hint.appendChild(document.createTextNode(parts[0]));
    hint.appendChild(name);
    hint.appendChild(document.createTextNode(parts[1] || ""));
  });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    if (busy) return;
    var errors = check();
    show(errors);
    if (Object.keys(errors).length) { status.textContent = ""; return; }
    busy = true;
    status.textContent = data.texts.checking;
    var body = { number: input.number.value, expiry: input.expiry.value, cvc: input.cvc.value, holder: input.holder.value };
    fetch(data.tokenizeUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), credentials: "same-origin" })
      .then(function (response) { return response.json().then(function (json) { return { ok: response.ok, json: json }; }); })
      .then(function (result) {
        busy = false;
        if (!result.ok) { status.textContent = ""; show(result.json.errors || {}); return; }
        show({});
        status.textContent = data.texts.accepted.replace("{brand}", brandName(result.json.brand)).replace("{last4}", result.json.last4);
        window.parent.postMessage({ type: "testpay:card", token: result.json.token, brand: result.json.brand, last4: result.json.last4 }, location.origin);
      })
      .catch(function () { busy = false; status.textContent = data.texts.failed; });
  });
  // Tells automated checks (and styles) that the fields are live.
  form.setAttribute("data-ready", "true");
})();
`;
