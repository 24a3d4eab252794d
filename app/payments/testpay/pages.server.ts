/**
 * TestPay's hosted pages (mounted at /__testpay before storefront resolution): the bank or wallet page
 * of redirect methods (with iDEAL's issuer list), 3-D Secure, the phone app of app methods, the bank
 * that receives transfers, the hosted card fields the payment step embeds, and a dashboard. Plain HTML
 * forms: they work without JavaScript, except the card fields, whose small script posts the token to
 * the shop's page. Texts are the provider's own (English, like a foreign provider's test pages).
 */
import { randomBytes } from "node:crypto";
import express, { type Response, type Router } from "express";
import { CARD_BRAND_PATTERNS, cardBrandOf } from "../../forms/rules";
import { METHOD_INFO } from "../methods";
import {
  type Decision,
  decide,
  findPayment,
  redirectToken,
  TEST_CARDS,
  type TestPayConfig,
  type TestPayment,
  TRANSFER_ACCOUNT,
} from "./provider.server";

const IDEAL_BANKS = [
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

function esc(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function money(p: Pick<TestPayment, "amount" | "currency">): string {
  return new Intl.NumberFormat("en", { style: "currency", currency: p.currency }).format(p.amount / 100);
}

const STYLE = `body{font-family:system-ui,Arial,sans-serif;margin:0;background:#f3f4f7;color:#1c1f2a}
main{max-width:520px;margin:32px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.12)}
header{background:#22306b;color:#fff;padding:12px 24px;font-weight:700}
.note{background:#fff3cd;color:#5c4300;padding:8px 12px;border-radius:6px;font-size:14px}
button{font-size:16px;min-height:44px;padding:0 18px;border-radius:8px;border:2px solid #22306b;background:#22306b;color:#fff;cursor:pointer;margin:4px 8px 4px 0}
button.secondary{background:#fff;color:#22306b}
button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
label{display:block;font-weight:600;margin-top:12px}
input,select{font-size:16px;min-height:44px;width:100%;box-sizing:border-box;padding:0 10px;border:1px solid #8a90a0;border-radius:8px}
.error{color:#b3261e;font-size:14px;min-height:1em;margin:4px 0 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dd{margin:0;font-weight:600}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:4px 6px;border-bottom:1px solid #ddd;font-size:14px}`;

function page(res: Response, title: string, body: string, options: { lang?: string; embed?: boolean } = {}) {
  const lang = /^[a-z]{2}$/.test(options.lang ?? "") ? options.lang : "en";
  res
    .status(200)
    .type("html")
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${STYLE}${options.embed ? "body{background:#fff}main{margin:0;box-shadow:none;padding:8px}" : ""}</style></head><body>${options.embed ? "" : "<header>TestPay</header>"}<main>${options.embed ? "" : '<p class="note">TestPay — test payments, no real money.</p>'}${body}</main></body></html>`,
    );
}

function summary(p: TestPayment): string {
  return `<dl><dt>Merchant reference</dt><dd>${esc(p.merchantReference)}</dd><dt>Payment method</dt><dd>${esc(METHOD_INFO[p.method]?.name ?? p.method)}</dd><dt>Amount</dt><dd>${esc(money(p))}</dd><dt>Reference</dt><dd>${esc(p.psp)}</dd></dl>`;
}

function decisionButtons(choices: [Decision, string, boolean?][]): string {
  return choices
    .map(
      ([value, label, secondary]) =>
        `<button type="submit" name="decision" value="${value}"${secondary ? ' class="secondary"' : ""} data-decision="${value}">${esc(label)}</button>`,
    )
    .join("");
}

/** Back to the shop's return URL with the signed result (like Adyen's redirectResult). */
function returnTo(config: TestPayConfig, p: TestPayment): string {
  const url = new URL(p.request.returnUrl);
  url.searchParams.set("redirectResult", redirectToken(p.psp, config.hmacKey));
  return url.toString();
}

const DECISIONS: Decision[] = ["authorise", "refuse", "cancel", "fraud", "retryLimit", "expire"];

export function testPayRouter(config: TestPayConfig): Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.set({
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "x-robots-tag": "noindex",
      "content-security-policy":
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; form-action 'self' http: https:; frame-ancestors 'self'",
    });
    next();
  });
  router.use(express.urlencoded({ extended: false, limit: "16kb" }));

  const load = async (psp: string, res: Response): Promise<TestPayment | null> => {
    const payment = /^TP[A-Z0-9]{14}$/.test(psp) ? await findPayment(config.db, psp) : null;
    if (!payment) res.status(404).type("text/plain").send("Unknown payment");
    return payment;
  };

  // Bank or wallet of a redirect method (iDEAL first asks for the bank).
  router.get("/pay/:psp", async (req, res, next) => {
    try {
      const p = await load(req.params.psp, res);
      if (!p) return;
      if (p.status !== "redirect") return void res.redirect(303, returnTo(config, p));
      const name = METHOD_INFO[p.method]?.name ?? p.method;
      if (p.method === "ideal" && !p.request.issuer) {
        const options = IDEAL_BANKS.map((b) => `<option>${esc(b)}</option>`).join("");
        return page(
          res,
          "iDEAL — choose your bank",
          `<h1>iDEAL</h1>${summary(p)}<form method="post" action="./${esc(p.psp)}/issuer"><label for="issuer">Choose your bank</label><select id="issuer" name="issuer" required>${options}</select><button type="submit">Continue</button></form>`,
        );
      }
      const bank = p.request.issuer ? `<p>Bank: <strong data-issuer>${esc(p.request.issuer)}</strong></p>` : "";
      page(
        res,
        `${name} — confirm payment`,
        `<h1>${esc(name)}</h1>${bank}${summary(p)}<form method="post">${decisionButtons([
          ["authorise", "Authorise"],
          ["refuse", "Refuse", true],
          ["cancel", "Cancel", true],
          ["fraud", "Fraud", true],
          ["retryLimit", "Too many attempts", true],
        ])}</form>`,
      );
    } catch (error) {
      next(error);
    }
  });
  router.post("/pay/:psp/issuer", async (req, res, next) => {
    try {
      const p = await load(req.params.psp, res);
      if (!p) return;
      const issuer = String(req.body.issuer ?? "");
      if (p.status === "redirect" && IDEAL_BANKS.includes(issuer)) {
        await config.db
          .updateTable("testpay_payments")
          .set({ request: JSON.stringify({ ...p.request, issuer }) })
          .where("psp_reference", "=", p.psp)
          .execute();
      }
      res.redirect(303, `../${p.psp}`);
    } catch (error) {
      next(error);
    }
  });
  const decideAndReturn = async (psp: string, decision: unknown, res: Response) => {
    const p = await load(psp, res);
    if (!p) return;
    const chosen = DECISIONS.includes(decision as Decision) ? (decision as Decision) : null;
    const after = chosen ? ((await decide(config, psp, chosen)) ?? p) : p;
    res.redirect(303, returnTo(config, after));
  };
  router.post("/pay/:psp", (req, res, next) => decideAndReturn(req.params.psp, req.body.decision, res).catch(next));

  // 3-D Secure challenge of a card.
  router.get("/3ds/:psp", async (req, res, next) => {
    try {
      const p = await load(req.params.psp, res);
      if (!p) return;
      if (p.status !== "challenge") return void res.redirect(303, returnTo(config, p));
      page(
        res,
        "3-D Secure",
        `<h1>Confirm it's you</h1><p>Your bank asks you to confirm this card payment.</p>${summary(p)}<form method="post">${decisionButtons(
          [
            ["authorise", "Authenticate"],
            ["refuse", "Fail authentication", true],
          ],
        )}</form>`,
      );
    } catch (error) {
      next(error);
    }
  });
  router.post("/3ds/:psp", (req, res, next) => decideAndReturn(req.params.psp, req.body.decision, res).catch(next));

  // The shopper's phone: app confirmation of Payconiq, Swish, MB WAY and BLIK.
  router.get("/app/:psp", async (req, res, next) => {
    try {
      const p = await load(req.params.psp, res);
      if (!p) return;
      const name = METHOD_INFO[p.method]?.name ?? p.method;
      const detail = p.request.blikCode
        ? `<p>BLIK code: <strong>${esc(p.request.blikCode)}</strong></p>`
        : p.request.phone
          ? `<p>Phone: <strong>${esc(p.request.phone)}</strong></p>`
          : "";
      const body =
        p.status === "awaiting"
          ? `<form method="post">${decisionButtons([
              ["authorise", "Approve"],
              ["refuse", "Decline", true],
            ])}</form>`
          : `<p role="status" data-app-done>Done — you can return to the shop.</p>`;
      page(
        res,
        `${name} app`,
        `<h1>${esc(name)}</h1><p>Confirm the payment to the shop.</p>${detail}${summary(p)}${body}`,
      );
    } catch (error) {
      next(error);
    }
  });
  router.post("/app/:psp", async (req, res, next) => {
    try {
      const decision = req.body.decision === "authorise" ? "authorise" : "refuse";
      await decide(config, req.params.psp, decision);
      res.redirect(303, `./${req.params.psp}`);
    } catch (error) {
      next(error);
    }
  });

  // The bank that receives transfers.
  router.get("/bank/:psp", async (req, res, next) => {
    try {
      const p = await load(req.params.psp, res);
      if (!p) return;
      const body =
        p.status === "pending"
          ? `<form method="post">${decisionButtons([
              ["authorise", "Money received"],
              ["expire", "Expire", true],
            ])}</form>`
          : `<p role="status" data-bank-done>This transfer is ${esc(p.status)}.</p>`;
      page(
        res,
        "Bank transfer",
        `<h1>Incoming bank transfer</h1>${summary(p)}<dl><dt>Beneficiary</dt><dd>${esc(TRANSFER_ACCOUNT.beneficiary)}</dd><dt>IBAN</dt><dd>${esc(TRANSFER_ACCOUNT.iban)}</dd></dl>${body}`,
      );
    } catch (error) {
      next(error);
    }
  });
  router.post("/bank/:psp", async (req, res, next) => {
    try {
      const decision = req.body.decision === "authorise" ? "authorise" : "expire";
      await decide(config, req.params.psp, decision);
      res.redirect(303, `./${req.params.psp}`);
    } catch (error) {
      next(error);
    }
  });

  // Hosted card fields, embedded in the shop's payment step.
  router.get("/card-fields", (req, res) => {
    const lang = typeof req.query.lang === "string" ? req.query.lang : "en";
    page(
      res,
      "Card details",
      `<form id="card" novalidate>
<label for="number">Card number</label><input id="number" name="number" autocomplete="cc-number" inputmode="numeric" aria-describedby="number-error brand" required>
<p id="brand" aria-live="polite"></p><p class="error" id="number-error"></p>
<label for="expiry">Expiry date (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" inputmode="numeric" placeholder="MM/YY" aria-describedby="expiry-error" required><p class="error" id="expiry-error"></p>
<label for="cvc">Security code (CVC)</label><input id="cvc" name="cvc" autocomplete="cc-csc" inputmode="numeric" aria-describedby="cvc-error" required><p class="error" id="cvc-error"></p>
<label for="holder">Name on card</label><input id="holder" name="holder" autocomplete="cc-name" aria-describedby="holder-error" required><p class="error" id="holder-error"></p>
<button type="submit" data-use-card>Use this card</button><p id="status" role="status"></p></form>
<script src="card-fields.js"></script>`,
      { lang, embed: true },
    );
  });
  router.get("/card-fields.js", (_req, res) => {
    const patterns = JSON.stringify(CARD_BRAND_PATTERNS.map(([brand, re]) => [brand, re.source]));
    res.type("application/javascript").send(CARD_SCRIPT.replace("__PATTERNS__", patterns));
  });
  router.post("/tokenize", express.json({ limit: "4kb" }), async (req, res, next) => {
    try {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const check = checkCard(body);
      if (!check.ok) return void res.status(400).json({ errors: check.errors });
      const token = `tok_${randomBytes(18).toString("base64url")}`;
      await config.db
        .insertInto("testpay_card_tokens")
        .values({
          token,
          brand: check.brand,
          last4: check.number.slice(-4),
          outcome: TEST_CARDS[check.number] ?? "authorised",
        })
        .execute();
      res.json({ token, brand: check.brand, last4: check.number.slice(-4) });
    } catch (error) {
      next(error);
    }
  });

  // Dashboard: the latest payments and their simulator pages.
  router.get("/", async (_req, res, next) => {
    try {
      const rows = await config.db
        .selectFrom("testpay_payments")
        .select(["psp_reference", "merchant_reference", "method", "amount", "currency", "status"])
        .orderBy("created_at", "desc")
        .limit(50)
        .execute();
      const flowPage = (method: string, status: string) =>
        status === "pending"
          ? "bank"
          : METHOD_INFO[method as keyof typeof METHOD_INFO]?.flow === "app"
            ? "app"
            : status === "challenge"
              ? "3ds"
              : "pay";
      const list = rows
        .map(
          (r) =>
            `<tr><td><a href="./${flowPage(r.method, r.status)}/${esc(r.psp_reference)}">${esc(r.psp_reference)}</a></td><td>${esc(r.merchant_reference)}</td><td>${esc(r.method)}</td><td>${esc(money({ amount: r.amount, currency: r.currency }))}</td><td>${esc(r.status)}</td></tr>`,
        )
        .join("");
      page(
        res,
        "TestPay dashboard",
        `<h1>Payments</h1><table><thead><tr><th>Reference</th><th>Merchant reference</th><th>Method</th><th>Amount</th><th>Status</th></tr></thead><tbody>${list}</tbody></table>`,
      );
    } catch (error) {
      next(error);
    }
  });
  return router;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** Server-side check of the hosted fields (the page's script checks the same before posting). */
export function checkCard(
  body: Record<string, unknown>,
  now = new Date(),
): { ok: true; number: string; brand: string } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const number = String(body.number ?? "").replace(/[\s-]/g, "");
  const brand = cardBrandOf(number);
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) errors.number = "Enter a valid card number.";
  else if (!brand) errors.number = "This card brand is not accepted.";
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(String(body.expiry ?? "").trim());
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? 2000 + Number(expiry[2]) : 0;
  const lastMonth = year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (!expiry || month < 1 || month > 12) errors.expiry = "Enter the expiry date as MM/YY.";
  else if (lastMonth) errors.expiry = "This card has expired.";
  const cvc = String(body.cvc ?? "").trim();
  if (!(brand === "amex" ? /^\d{4}$/ : /^\d{3}$/).test(cvc)) {
    errors.cvc = brand === "amex" ? "Enter the 4-digit security code." : "Enter the 3-digit security code.";
  }
  if (!String(body.holder ?? "").trim()) errors.holder = "Enter the name on the card.";
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, number, brand: brand as string };
}

/** The card-fields page's script (no inline scripts: served as a file, brand patterns from the server). */
const CARD_SCRIPT = `(function () {
  var patterns = __PATTERNS__.map(function (p) { return [p[0], new RegExp(p[1])]; });
  var form = document.getElementById("card");
  var number = document.getElementById("number");
  var brandText = document.getElementById("brand");
  function brandOf(value) {
    var digits = value.replace(/[\\s-]/g, "");
    for (var i = 0; i < patterns.length; i++) if (patterns[i][1].test(digits)) return patterns[i][0];
    return null;
  }
  number.addEventListener("input", function () {
    var brand = brandOf(number.value);
    brandText.textContent = brand ? "Card: " + brand : "";
  });
  function show(errors) {
    ["number", "expiry", "cvc", "holder"].forEach(function (name) {
      var el = document.getElementById(name + "-error");
      el.textContent = errors[name] || "";
      document.getElementById(name).setAttribute("aria-invalid", errors[name] ? "true" : "false");
    });
  }
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var data = { number: number.value, expiry: form.expiry.value, cvc: form.cvc.value, holder: form.holder.value };
    document.getElementById("status").textContent = "Checking…";
    fetch("tokenize", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(data) })
      .then(function (response) { return response.json().then(function (json) { return { ok: response.ok, json: json }; }); })
      .then(function (result) {
        if (!result.ok) { show(result.json.errors || {}); document.getElementById("status").textContent = ""; return; }
        show({});
        document.getElementById("status").textContent = "Card accepted.";
        window.parent.postMessage({ type: "testpay:card", token: result.json.token, brand: result.json.brand, last4: result.json.last4 }, location.origin);
      })
      .catch(function () { document.getElementById("status").textContent = "Something went wrong. Try again."; });
  });
})();`;
