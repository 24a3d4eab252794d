import { PassThrough } from "node:stream";
import { I18nProvider } from "@lingui/react";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { currentCssText } from "../themes/stitches.config";
import { FragmentContext } from "./components/SharedFragment";
import { getI18n } from "./i18n/i18n";
import { NonceContext } from "./nonce";
import { fragments, type RenderFragments, spliced } from "./server/fragments.server";
import { pageCssBytes } from "./server/page-css.server";
import { inlineScriptSources } from "./server/security.server";
import { DocumentIdentityContext, documentIdentityOf } from "./storefront/document-identity";
import { STITCHES_PLACEHOLDER } from "./styles";

const ABORT_DELAY = 5_000;

/**
 * A loader or action that fails: logged with the method and path (not the query, which can hold
 * personal data), so a 500 in the logs says which page it was. Aborted requests are not failures.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  const url = new URL(request.url);
  const params = [...new Set(url.searchParams.keys())].join(",");
  console.error(`[route error] ${request.method} ${url.pathname}${params ? ` (query: ${params})` : ""}`, error);
}

/**
 * Renders the whole document, then puts the CSS of what it rendered into the head (page-css). Stitches
 * only knows a component's CSS once the component has rendered, and the head renders first: filling
 * the placeholder afterwards gives every page its complete CSS on the first paint. Pages await their
 * data in loaders (nothing is deferred), so waiting for the full render costs no streaming.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const i18n = await getI18n(loadContext.language);
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let failed = false;
    // Parts of the page rendered once and then remembered (the footer: ADR 043).
    const shared = fragments.recorder();
    // Gives up on a render that is not ready in time; cleared once it is (a timer per request left
    // running would abort every finished render five seconds later, at a cost).
    const timer = setTimeout(() => abort(), ABORT_DELAY);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={loadContext.nonce}>
        <DocumentIdentityContext.Provider
          // The benchmark's bare page has no storefront (and no document identity to give).
          value={loadContext.storefront ? documentIdentityOf(loadContext.storefront, loadContext.language) : null}
        >
          <I18nProvider i18n={i18n}>
            <FragmentContext.Provider value={shared}>
              <RemixServer
                context={remixContext}
                url={request.url}
                abortDelay={ABORT_DELAY}
                nonce={loadContext.nonce}
              />
            </FragmentContext.Provider>
          </I18nProvider>
        </DocumentIdentityContext.Provider>
      </NonceContext.Provider>,
      {
        nonce: loadContext.nonce,
        onAllReady() {
          clearTimeout(timer);
          const chunks: Buffer[] = [];
          // No "close" event: React takes one as the destination going away early and aborts the finished render.
          const body = new PassThrough({ emitClose: false });
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            // Bytes throughout: the document is encoded once, by React.
            const rendered = Buffer.concat(chunks);
            const html = assembled(rendered, shared, !failed);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            const policy = loadContext.contentSecurityPolicy;
            if (policy) {
              // A shared page names its scripts by hash: its HTML is the same for everyone (ADR 027).
              const scripts = loadContext.shared ? inlineScriptSources(html) : `'nonce-${loadContext.nonce}'`;
              responseHeaders.set("Content-Security-Policy", policy(scripts));
            }
            // A Buffer made by concat owns a plain ArrayBuffer; the DOM typings ask for that spelled out.
            resolve(new Response(html as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status }));
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          failed = true;
          console.error(error);
        },
      },
    );
  });
}

const PLACEHOLDER = Buffer.from(STITCHES_PLACEHOLDER);

/**
 * The document as sent, copied once: the remembered fragments printed in place of their markers
 * (fragments.server.ts) and the CSS of what it shows in place of the placeholder — the class names of
 * what React rendered and of the fragments printed into it.
 */
function assembled(rendered: Buffer, shared: RenderFragments, remember: boolean): Buffer {
  const edits = shared.edits(rendered, remember);
  const at = rendered.indexOf(PLACEHOLDER);
  if (at >= 0)
    edits.push({ at, length: PLACEHOLDER.length, html: pageCssBytes(currentCssText(), rendered, shared.printed) });
  return spliced(rendered, edits);
}
