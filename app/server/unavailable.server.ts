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
/** Headers of the page being made that must not ride on a 503 (a half-made session's cookie, its caching). */
export const PAGE_HEADERS = [
  "set-cookie",
  "content-type",
  "content-length",
  "cache-control",
  "cache-tag",
  "etag",
  "link",
];

export interface PageOptions {
  storefront: Storefront;
  language: Language;
  api: boolean;
  themeColors?: Record<string, string>;
}

/** The 503 answer's content type and body (HTML page or API JSON), in the page language (also the watchdog's). */
export async function unavailableBody(options: PageOptions): Promise<{ type: string; body: string }> {
  const i18n = await serverI18n(options.language);
  const title = i18n._(msg`The shop is briefly unavailable`);
  const text = i18n._(msg`We are working on it. Please try again in a few minutes.`);
  if (options.api) {
    const body = JSON.stringify({ errors: [{ message: text, extensions: { code: "SERVICE_UNAVAILABLE" } }] });
    return { type: "application/json; charset=utf-8", body };
  }
  const c = paletteOf(options.storefront.family, options.themeColors);
  const brand = escapeHtml(options.storefront.brandName);
  return {
    type: "text/html; charset=utf-8",
    body: `<!doctype html><html lang="${escapeHtml(options.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${brand}</title><style>body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:${c.background};color:${c.text}}header{background:${c.headerBg};color:${c.headerText};border-bottom:4px solid ${c.primary};padding:1rem 1.5rem;font-weight:700;font-size:1.25rem}main{max-width:40rem;margin:3rem auto;padding:0 1.5rem;text-align:center}h1{color:${c.primary}}</style></head><body><header>${brand}</header><main data-unavailable><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`,
  };
}

function unavailableHeaders(res: Response, type: string) {
  res.statusCode = 503;
  res.setHeader("retry-after", String(RETRY_AFTER_SECONDS));
  res.setHeader("cache-control", "no-store");
  res.setHeader("content-type", type);
}

export async function sendUnavailable(res: Response, options: PageOptions): Promise<void> {
  const { type, body } = await unavailableBody(options);
  unavailableHeaders(res, type);
  res.end(body);
}

/**
 * The request that finds the database gone (no idle connection told us before): its 5xx becomes the
 * 503 page. What the page's renderer writes after a 5xx status is dropped while the database is down.
 */
export function unavailableOnFailure(res: Response, isDown: () => boolean, options: PageOptions): void {
  const status = res.status.bind(res);
  // The API (graphql-yoga) sets its status with writeHead, pages through Express's status.
  const writeHead = res.writeHead;
  const end = res.end.bind(res) as (body: string) => Response;
  const takeOver = () => {
    res.status = status;
    res.writeHead = writeHead;
    // The renderer's body is dropped; ours is sent once its texts are loaded.
    res.write = (() => true) as Response["write"];
    res.end = (() => res) as Response["end"];
    void unavailableBody(options)
      .then(({ type, body }) => {
        // The failed page's own headers (added right after its status) go; the security headers stay.
        for (const name of PAGE_HEADERS) res.removeHeader(name);
        unavailableHeaders(res, type);
        end(body);
      })
      .catch(() => end(""));
  };
  res.status = (code: number) => {
    if (code < 500 || !isDown()) return status(code);
    takeOver();
    return status(503);
  };
  res.writeHead = ((code: number, ...rest: unknown[]) => {
    if (code < 500 || !isDown()) return (writeHead as (...a: unknown[]) => Response).call(res, code, ...rest);
    takeOver();
    return res;
  }) as Response["writeHead"];
}
