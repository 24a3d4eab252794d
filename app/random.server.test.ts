import { describe, expect, it } from "vitest";
import { randomText } from "./random.server";

describe("random text for nonces and form passes", () => {
  it("hands out each draw once, across refills of its pool", () => {
    // 4096 bytes a pool: 1,000 draws of 12 bytes refill it twice.
    const drawn = Array.from({ length: 1000 }, () => randomText(12, "base64url"));
    expect(new Set(drawn).size).toBe(drawn.length);
    for (const text of drawn) expect(text).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it("gives the asked number of bytes in the asked encoding", () => {
    expect(Buffer.from(randomText(16, "base64"), "base64")).toHaveLength(16);
    expect(randomText(6, "hex")).toMatch(/^[0-9a-f]{12}$/);
    expect(() => randomText(257, "hex")).toThrow();
  });
});
