/**
 * Request body size limits (docs/decisions/030-input-limits.md), checked by server.ts from the
 * request's headers before Remix or the API read a byte of the body.
 *
 * The biggest real form is the checkout's: the payment component's client data may be 20,000
 * characters (checkout.schema.ts), 180 KB when every character is a 3-byte one percent-encoded
 * (9 bytes each), plus the customer, address and consent fields (each a few hundred characters at
 * most). The add-to-basket form's 10 receivers with their messages stay under 50 KB the same way.
 * The API carries the same inputs as JSON (at most 6 bytes per character, `\uXXXX`) plus a document of
 * at most 1000 tokens (limits.server.ts). 256 KiB holds all of them with room to spare; a body past it
 * is no shopper's.
 */
import type { Request } from "express";

/** The API (`/graphql`): JSON or GraphQL documents. */
export const MAX_API_BODY_BYTES = 256 * 1024;
/** A page's form post (url-encoded or multipart): the checkout form is the biggest. */
export const MAX_FORM_BODY_BYTES = 256 * 1024;

export type BodyVerdict = "ok" | "too-large" | "length-required";

/**
 * Whether the request's body may be read: a declared length past the limit is refused before it is
 * read; a body of unknown length (chunked) too, as browsers always state the length of a form or
 * fetch body and a streamed one could only be bounded by reading it.
 */
export function bodyVerdict(req: Pick<Request, "method" | "headers">, limit: number): BodyVerdict {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return "ok";
  const declared = req.headers["content-length"];
  if (declared === undefined) return req.headers["transfer-encoding"] ? "length-required" : "ok";
  const length = Number(declared);
  return Number.isSafeInteger(length) && length >= 0 && length <= limit ? "ok" : "too-large";
}

/** The API's answer to a refused body: a GraphQL-shaped error (spec §7: errors as JSON). */
export function apiBodyError(verdict: Exclude<BodyVerdict, "ok">): { status: number; body: string } {
  const message =
    verdict === "too-large"
      ? `The request body is larger than the limit of ${MAX_API_BODY_BYTES} bytes.`
      : "The request body must state its length (Content-Length).";
  const code = verdict === "too-large" ? "PAYLOAD_TOO_LARGE" : "LENGTH_REQUIRED";
  return {
    status: verdict === "too-large" ? 413 : 411,
    body: JSON.stringify({ errors: [{ message, extensions: { code } }] }),
  };
}
