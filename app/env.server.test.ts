import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.server";

describe("environment", () => {
  it("reads STOREFRONT_ORIGINS as origins per storefront code", () => {
    const env = loadEnv({ STOREFRONT_ORIGINS: '{"kadoo-be":[{"host":"Shop.Example.com","pathPrefix":"/be"}]}' });
    expect(env.STOREFRONT_ORIGINS).toEqual({
      "kadoo-be": [{ host: "shop.example.com", pathPrefix: "/be", https: true }],
    });
  });

  it("stops on STOREFRONT_ORIGINS that is not JSON or not origins, naming the variable", () => {
    expect(() => loadEnv({ STOREFRONT_ORIGINS: "kadoo-be=shop.example.com" })).toThrow(
      /STOREFRONT_ORIGINS: must be JSON/,
    );
    expect(() => loadEnv({ STOREFRONT_ORIGINS: '{"kadoo-be":[{"host":"https://shop.example.com"}]}' })).toThrow(
      /STOREFRONT_ORIGINS\.kadoo-be\.0\.host: must be a bare host name/,
    );
  });

  it("leaves the configured origins alone without it", () => {
    expect(loadEnv({}).STOREFRONT_ORIGINS).toBeUndefined();
  });
});
