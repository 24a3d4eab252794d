import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runScript } from "./run-script";

const root = path.resolve(import.meta.dirname, "..");
// A sibling of tenants/ so the files' relative imports (../app/…) still resolve.
const dir = mkdtempSync(path.join(root, ".tenants-check-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const check = (target: string) => runScript("scripts/tenants-check.ts", [target]);

describe("npm run tenants:check", () => {
  it("passes on the shipped storefronts", () => {
    const result = check(path.join(root, "tenants"));
    expect(result.code).toBe(0);
    // Every storefront file was loaded and checked, none skipped.
    const files = readdirSync(path.join(root, "tenants")).filter((f) => f.endsWith(".ts") && !f.startsWith("_"));
    expect(files.length).toBeGreaterThan(0);
    expect(result.output).toContain(`${files.length} storefronts OK`);
  });

  it("fails on a copy with a wrong field, naming the file and the field path", () => {
    cpSync(path.join(root, "tenants"), dir, { recursive: true });
    const file = path.join(dir, "kadoo-be.ts");
    writeFileSync(file, readFileSync(file, "utf8").replace(/currency: "EUR"/, 'currency: "EURO"'));
    const result = check(dir);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/kadoo-be\.ts: currency must be a supported currency code/);
  });

  it("fails when two files claim the same store id", () => {
    const file = path.join(dir, "kadoo-be.ts");
    writeFileSync(
      file,
      readFileSync(file, "utf8")
        .replace(/currency: "EURO"/, 'currency: "EUR"')
        .replace(/storeId: 95\b/, "storeId: 96"),
    );
    const result = check(dir);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/storeId 96 is already used by/);
  });
});
