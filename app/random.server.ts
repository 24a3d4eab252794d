/**
 * Random text for what every page hands out — CSP nonces, the form passes of forms shown without
 * JavaScript: bytes of the system's generator (CSPRNG) drawn a few kilobytes at a time, each byte
 * handed out once. One call into the generator per page cost as much as the rest of the pass.
 */
import { randomFillSync } from "node:crypto";

const pool = Buffer.alloc(4096);
let next = pool.length;

/** `bytes` fresh random bytes (at most 256) as text in `encoding`. */
export function randomText(bytes: number, encoding: "base64" | "base64url" | "hex"): string {
  if (bytes > 256) throw new Error("randomText: at most 256 bytes");
  if (next + bytes > pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  next += bytes;
  return pool.toString(encoding, next - bytes, next);
}
