/**
 * The client build's licence file names every package whose code is in a browser chunk: a module id
 * is traced to its package's folder, scoped or not, through nested node_modules; the shop's own code
 * is no third party.
 */
import { describe, expect, it } from "vitest";
import { packageRoot } from "./third-party-licences";

describe("the package a browser module comes from", () => {
  it("is the folder under the innermost node_modules, scoped packages with their scope", () => {
    expect(packageRoot("/srv/shop/node_modules/react-dom/cjs/react-dom.production.min.js")).toBe(
      "/srv/shop/node_modules/react-dom",
    );
    expect(packageRoot("/srv/shop/node_modules/@remix-run/react/dist/esm/components.js")).toBe(
      "/srv/shop/node_modules/@remix-run/react",
    );
    expect(packageRoot("/srv/shop/node_modules/a/node_modules/@scope/b/index.js?commonjs-exports")).toBe(
      "/srv/shop/node_modules/a/node_modules/@scope/b",
    );
    expect(packageRoot("\0/srv/shop/node_modules/scheduler/index.js?commonjs-proxy")).toBe(
      "/srv/shop/node_modules/scheduler",
    );
  });

  it("is none for the shop's own modules", () => {
    expect(packageRoot("/srv/shop/app/catalog/ProductCard.tsx")).toBeNull();
    expect(packageRoot("\0vite/preload-helper.js")).toBeNull();
  });
});
