import { describe, expect, it } from "vitest";
import { loadEnv, servingEnv } from "./env.server";

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

  const ADYEN = {
    ADYEN_API_KEY: "key",
    ADYEN_MERCHANT_ACCOUNT: "Shop",
    ADYEN_HMAC_KEY: "0123456789abcdef0123456789abcdef",
    ADYEN_CLIENT_KEY: "live_ABC123",
  };

  it("a production process without a payment provider refuses to start, naming PAYMENT_PROVIDER (issue 44)", () => {
    for (const source of [{}, { NODE_ENV: "production" }]) {
      expect(() => servingEnv(source)).toThrow(
        /^Invalid environment:\n {2}PAYMENT_PROVIDER: .*set the four ADYEN_\* keys.*PAYMENT_PROVIDER=testpay/,
      );
    }
    // Told so, it runs the test provider and every page says payments are simulated.
    const staging = servingEnv({ NODE_ENV: "production", PAYMENT_PROVIDER: "testpay" });
    expect(staging).toMatchObject({ paymentProvider: "testpay", paymentsSimulated: true, adyen: null });
    // With Adyen: the real provider, no banner; PAYMENT_PROVIDER=adyen needs its keys.
    expect(servingEnv({ NODE_ENV: "production", ...ADYEN })).toMatchObject({
      paymentProvider: "adyen",
      paymentsSimulated: false,
      adyen: { merchantAccount: "Shop" },
    });
    expect(servingEnv({ PAYMENT_PROVIDER: "adyen", ...ADYEN }).paymentProvider).toBe("adyen");
    expect(() => loadEnv({ PAYMENT_PROVIDER: "adyen" })).toThrow(/PAYMENT_PROVIDER: adyen needs ADYEN_API_KEY/);
    expect(() => loadEnv({ PAYMENT_PROVIDER: "paypal" })).toThrow(/PAYMENT_PROVIDER: must be adyen or testpay/);
    // Development and test keep the test provider by default, without the banner.
    for (const NODE_ENV of ["development", "test"]) {
      expect(servingEnv({ NODE_ENV })).toMatchObject({ paymentProvider: "testpay", paymentsSimulated: false });
    }
  });

  it("TRUST_PROXY takes a number of hops or proxy addresses, never 'trust everything' (issue 44)", () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: "10.0.0.0/8, loopback" }).TRUST_PROXY).toEqual(["10.0.0.0/8", "loopback"]);
    expect(loadEnv({ TRUST_PROXY: "192.0.2.7,2001:db8::/32,linklocal,uniquelocal" }).TRUST_PROXY).toEqual([
      "192.0.2.7",
      "2001:db8::/32",
      "linklocal",
      "uniquelocal",
    ]);
    expect(loadEnv({ TRUST_PROXY: "10.0.0.0/255.0.0.0" }).TRUST_PROXY).toEqual(["10.0.0.0/255.0.0.0"]);
    expect(() => loadEnv({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: must say which proxies to trust, not "true".*\(e\.g\. 1\).*loopback or 10\.0\.0\.0\/8/,
    );
    for (const wrong of ["yes", "0.0.0.0/0", "::/0", "10.0.0.0/33", "10.0.0", "loopback,*", "1.2.3.4/8/8", "99"]) {
      expect(() => loadEnv({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY: must be the number of proxies/);
    }
  });
});
