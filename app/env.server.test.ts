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

  it("takes the card processor only with both its URL and key (else the built-in simulator)", () => {
    expect(() => loadEnv({ CARD_PROVIDER_URL: "https://cards.example/v1" })).toThrow(/CARD_PROVIDER_\*: set both/);
    expect(() => loadEnv({ CARD_PROVIDER_KEY: "secret-key-0123456789" })).toThrow(/CARD_PROVIDER_\*: set both/);
    const env = loadEnv({ CARD_PROVIDER_URL: "https://cards.example/v1", CARD_PROVIDER_KEY: "secret-key-0123456789" });
    expect(env.CARD_PROVIDER_URL).toBe("https://cards.example/v1");
    expect(loadEnv({}).CARD_SIMULATOR_DELAY_MS).toBe(0);
  });

  it("serves <code>.localhost in production only when LOCAL_HOSTS says so (on by default elsewhere)", () => {
    expect(loadEnv({}).LOCAL_HOSTS).toBe(false);
    expect(loadEnv({ NODE_ENV: "production" }).LOCAL_HOSTS).toBe(false);
    expect(loadEnv({ NODE_ENV: "production", LOCAL_HOSTS: "true" }).LOCAL_HOSTS).toBe(true);
    expect(loadEnv({ NODE_ENV: "development" }).LOCAL_HOSTS).toBe(true);
    expect(loadEnv({ NODE_ENV: "test" }).LOCAL_HOSTS).toBe(true);
    expect(loadEnv({ NODE_ENV: "development", LOCAL_HOSTS: "0" }).LOCAL_HOSTS).toBe(false);
    expect(() => loadEnv({ LOCAL_HOSTS: "yes" })).toThrow(/LOCAL_HOSTS: must be true or false/);
  });

  it("takes a METRICS_TOKEN of at least 16 characters; without one /metrics is off", () => {
    expect(loadEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(loadEnv({ METRICS_TOKEN: "0123456789abcdef" }).METRICS_TOKEN).toBe("0123456789abcdef");
    expect(() => loadEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must have at least 16 characters/);
  });
});
