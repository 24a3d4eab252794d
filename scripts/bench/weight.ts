/**
 * What a page costs the browser on first load: the JS it names (scripts, module preloads, the imports
 * of its inline module) gzipped, its HTML, and whether Leaflet or the payment provider's client code
 * is in it.
 */
import { gzipSync } from "node:zlib";
import type { Client } from "./http";

export interface Weight {
  files: number;
  js: number;
  jsGz: number;
  html: number;
  htmlGz: number;
  leaflet: boolean;
  payment: boolean;
}

export async function firstLoad(
  client: Client,
  host: string,
  pathName: string,
  headers: Record<string, string> = {},
): Promise<Weight> {
  const { body } = await client.get(host, pathName, headers);
  const html = body.toString("utf8");
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import \* as \w+ from "([^"]+\.js)"/g)) urls.add(m[1]);
  let js = 0;
  let jsGz = 0;
  let leaflet = false;
  let payment = false;
  for (const url of urls) {
    const r = await client.get(host, url);
    js += r.body.length;
    jsGz += gzipSync(r.body, { level: 9 }).length;
    const text = r.body.toString("utf8");
    // Leaflet's source carries its version banner and L.Map; a lazy import() of it is only a file name.
    if (/leaflet-container|L\.Map\b|Leaflet 1\./.test(text)) leaflet = true;
    // The payment provider's client code: the test provider's card-fields listener or Adyen's SDK.
    if (/testpay:card|AdyenCheckout\(|checkoutshopper/.test(text)) payment = true;
  }
  return { files: urls.size, js, jsGz, html: body.length, htmlGz: gzipSync(body).length, leaflet, payment };
}
