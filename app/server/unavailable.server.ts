/**
 * The answer while the database is down (issue 18, faults): a 503 page in the storefront's language
 * and colours, made without the database (no stack trace, no shop data), and 503 JSON for the API.
 * Retry-After tells browsers, crawlers and load balancers when to come back.
 */
import { msg } from "@lingui/core/macro";
import type { Response } from "express";
import { paletteOf } from "../../themes";
import { escapeHtml } from "../fulfilment/mail.server";
import { serverI18n } from "../i18n/server-i18n.server";
import type { Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";

export const RETRY_AFTER_SECONDS = 30;

export async function sendUnavailable(
  res: Response,
  options: { storefront: Storefront; language: Language; api: boolean; themeColors?: Record<string, string> },
): Promise<void> {
  const i18n = await serverI18n(options.language);
  const title = i18n._(msg`The shop is briefly unavailable`);
  const text = i18n._(msg`We are working on it. Please try again in a few minutes.`);
  res.status(503).set("retry-after", String(RETRY_AFTER_SECONDS)).set("cache-control", "no-store");
  if (options.api) {
    return void res.json({ errors: [{ message: text, extensions: { code: "SERVICE_UNAVAILABLE" } }] });
  }
  const c = paletteOf(options.storefront.family, options.themeColors);
  const brand = escapeHtml(options.storefront.brandName);
  res
    .type("html")
    .send(
      `<!doctype html><html lang="${escapeHtml(options.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${brand}</title><style>body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:${c.background};color:${c.text}}header{background:${c.headerBg};color:${c.headerText};border-bottom:4px solid ${c.primary};padding:1rem 1.5rem;font-weight:700;font-size:1.25rem}main{max-width:40rem;margin:3rem auto;padding:0 1.5rem;text-align:center}h1{color:${c.primary}}</style></head><body><header>${brand}</header><main data-unavailable><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`,
    );
}
