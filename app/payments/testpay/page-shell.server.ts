/** The frame of TestPay's hosted pages: headers, styles, the order summary and decision buttons. */
import type { Response } from "express";
import { METHOD_INFO } from "../methods";
import type { Decision } from "./model";
import type { TestPayment } from "./payments-store.server";
import { en, type Texts } from "./texts";

export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}

export const esc = escapeHtml;

export function money(p: Pick<TestPayment, "amount" | "currency">): string {
  // Every currency of the platform has two decimals (provider.ts Amount).
  return new Intl.NumberFormat("en", { style: "currency", currency: p.currency }).format(p.amount / 100);
}

export function methodName(p: Pick<TestPayment, "method">): string {
  return METHOD_INFO[p.method]?.name ?? p.method;
}

export const SECURITY_HEADERS = {
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

export function sendPage(res: Response, title: string, body: string, options: PageOptions = {}): void {
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

export function summary(p: TestPayment): string {
  const row = (label: string, value: string) => `<dt>${esc(label)}</dt><dd>${esc(value)}</dd>`;
  return `<dl>${row(en.merchantReference, p.merchantReference)}${row(en.method, methodName(p))}${row(en.amount, money(p))}${row(en.reference, p.psp)}</dl>`;
}

/** A form of decision buttons: each button submits its own `decision` value. */
export function decisionForm(choices: [Decision, string][]): string {
  const buttons = choices
    .map(
      ([value, label], i) =>
        `<button type="submit" name="decision" value="${value}" data-decision="${value}"${i === 0 ? "" : ' class="secondary"'}>${esc(label)}</button>`,
    )
    .join("");
  return `<form method="post">${buttons}</form>`;
}
