/**
 * The one check of a redirect target that comes from input (a form's `back`, a `next` parameter, a
 * return URL): a path on the site the request came to, or an absolute http(s) URL on one of the
 * storefront's own origins — never another site (`//evil.com`, `/\evil.com`, `https://evil.com`,
 * `javascript:`, nor their percent-encoded forms). ADR 031.
 */

const PROBE = "http://own.invalid";

const SPACES = new Set([0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]);

/** A control character, white space or backslash: browsers drop them or read them as slashes. */
function isTricky(code: number): boolean {
  return (
    code <= 0x20 ||
    code === 0x5c ||
    (code >= 0x7f && code <= 0xa0) ||
    (code >= 0x2000 && code <= 0x200f) ||
    SPACES.has(code)
  );
}

function hasTricky(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (isTricky(value.charCodeAt(i))) return true;
  return false;
}

/** `value` percent-decoded until it stops changing (at most a few rounds), or null when malformed. */
function decoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** What a lenient URL parser may make of a path's start: control characters dropped, backslashes as slashes. */
function leniently(value: string): string {
  let out = "";
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (code === 0x5c) out += "/";
    else if (code >= 0x20 && code !== 0x7f) out += ch;
  }
  return out;
}

function isOwnPath(target: string): boolean {
  if (hasTricky(target)) return false;
  const form = decoded(target);
  if (form === null) return false;
  for (const start of [target, leniently(form)]) {
    if (!start.startsWith("/") || start.startsWith("//")) return false;
  }
  try {
    return new URL(target, PROBE).origin === PROBE;
  } catch {
    return false;
  }
}

/**
 * `target` when it is safe to redirect to, else null. `origins` (e.g. `https://www.kadoo.be`) are the
 * storefront's own: an absolute URL is accepted only on one of them (http or https, no credentials).
 */
export function safeRedirectTarget(target: string, options: { origins?: readonly string[] } = {}): string | null {
  if (target.startsWith("/")) return isOwnPath(target) ? target : null;
  if (!options.origins?.length) return null;
  if (hasTricky(target) || decoded(target) === null) return null;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  return options.origins.includes(url.origin) ? target : null;
}
