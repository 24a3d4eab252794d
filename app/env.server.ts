/** Environment variables, validated once at start-up (docs/operations.md, "Environment variables"). */
import { isIP } from "node:net";
import * as v from "valibot";
import { COLOR_TOKENS } from "../themes";
import { OriginSchema } from "./storefront/schema-fields";
import { FAMILIES } from "./storefront/vocabulary";

const Bool = (fallback: boolean) =>
  v.pipe(
    v.optional(v.picklist(["true", "false", "1", "0"], "must be true or false"), fallback ? "true" : "false"),
    v.transform((x) => x === "true" || x === "1"),
  );

/** JSON `{ "<code>": [{ "host": "…", "pathPrefix": "/x" }] }`: origins that replace a storefront's configured ones. */
const StorefrontOrigins = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      return JSON.parse(dataset.value) as unknown;
    } catch {
      addIssue({ message: 'must be JSON like { "kadoo-be": [{ "host": "shop.example.com", "pathPrefix": "" }] }' });
      return NEVER;
    }
  }),
  v.record(
    v.string(),
    v.array(OriginSchema, "must list origins: [{ host, pathPrefix }]"),
    "must be an object keyed by storefront code",
  ),
);

/** JSON `{ "<family>": { "<colour token>": "#rrggbb" } }`: colour tokens that replace a theme's own. */
const ThemeColors = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      return JSON.parse(dataset.value) as unknown;
    } catch {
      addIssue({ message: 'must be JSON like { "kadoo": { "primary": "#RRGGBB" } }' });
      return NEVER;
    }
  }),
  v.record(
    v.picklist(FAMILIES, "must be keyed by brand family (kadoo, giftpass, choice)"),
    v.record(
      v.picklist(COLOR_TOKENS, `must name colour tokens of the theme (${COLOR_TOKENS.join(", ")})`),
      v.pipe(v.string(), v.regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "must be a hex colour like #RRGGBB")),
    ),
  ),
);

/** Express's names of address ranges a trusted proxy may be in (its "trust proxy" setting). */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

/** One entry of an address list: an address, address/prefix, address/netmask or one of Express's names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, range, ...more] = entry.split("/");
  const family = isIP(address);
  if (!family || more.length) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) {
    // A /0 is every address: "trust everything" under another name.
    return Number(range) >= 1 && Number(range) <= (family === 4 ? 32 : 128);
  }
  return family === 4 && isIP(range) === 4 && range !== "0.0.0.0";
}

/**
 * TRUST_PROXY in Express's trust-proxy forms, never "trust everything" (issue 44): the number of proxies
 * in front of the shop, or their addresses. Off (false) when unset, "false" or "0".
 */
const TrustProxy = v.pipe(
  v.optional(v.string(), "false"),
  v.trim(),
  v.rawTransform(({ dataset, addIssue, NEVER }): false | number | string[] => {
    const value = dataset.value;
    if (value === "" || value === "false" || value === "0") return false;
    if (value === "true") {
      addIssue({
        message:
          'must say which proxies to trust, not "true" (that trusts any X-Forwarded-For a client sends): the number of proxies in front of the shop (e.g. 1) or their addresses (e.g. loopback or 10.0.0.0/8)',
      });
      return NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
    }
    const entries = value.split(",").map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length) {
      addIssue({
        message: `must be the number of proxies (1 to 10) or a comma-separated list of addresses, CIDR ranges or loopback, linklocal, uniquelocal (not: ${wrong.join(", ")})`,
      });
      return NEVER;
    }
    return entries;
  }),
);

/** Whole milliseconds, at least `min`. */
const Millis = (fallback: string, min: number) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.transform(Number),
    v.integer("must be a whole number of milliseconds"),
    v.minValue(min, `must be at least ${min} (milliseconds)`),
  );

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(["development", "production", "test"]), "production"),
  PORT: v.pipe(v.optional(v.string(), "3000"), v.transform(Number), v.integer("must be a port number"), v.minValue(1)),
  HOST: v.optional(v.string(), "0.0.0.0"),
  STOREFRONT_ENV: v.optional(v.picklist(["production", "staging"], "must be production or staging"), "production"),
  /** Also answer on <code>.localhost and localhost; default: on, except in production (ADR 031). */
  LOCAL_HOSTS: v.optional(v.picklist(["true", "false", "1", "0"], "must be true or false")),
  DEFAULT_STOREFRONT: v.optional(v.string(), "kadoo-be"),
  STOREFRONT_ORIGINS: v.optional(StorefrontOrigins),
  THEME_COLORS: v.optional(ThemeColors),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL"))),
  DATA_DIR: v.optional(v.string(), ".data/pglite"),
  /** Milliseconds to get a PostgreSQL connection (new, or a free one of the pool) before giving up (default 3000; issue 44). */
  DB_CONNECT_TIMEOUT_MS: Millis("3000", 100),
  /** Milliseconds a statement may run (PostgreSQL statement_timeout; the client waits 500 more for a silent server; default 3000). */
  DB_QUERY_TIMEOUT_MS: Millis("3000", 100),
  /** Milliseconds a transaction may sit idle before PostgreSQL ends it (idle_in_transaction_session_timeout; default 30000). */
  DB_IDLE_IN_TRANSACTION_MS: Millis("30000", 1000),
  /** Milliseconds a statement of the migrations and seeding at start may run (default 600000: 10 minutes). */
  DB_STARTUP_TIMEOUT_MS: Millis("600000", 1000),
  /** Milliseconds a request may take before the watchdog answers it 503 (default 15000; issue 44). */
  REQUEST_TIMEOUT_MS: Millis("15000", 1000),
  /** Event-loop delay (worst in a 10 s window, milliseconds) above which a warning is logged (default 200). */
  EVENT_LOOP_LAG_WARN_MS: Millis("200", 10),
  /** Redis for state shared by app processes (rate limits, captcha replays, cache invalidation); without it, the database. */
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\//, "must be a redis:// URL"))),
  /** Prefix of this shop's Redis keys (several shops or test runs on one Redis). */
  REDIS_PREFIX: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, "must be letters, digits, - or _")),
    "giftshop",
  ),
  GEO_HEADER: v.optional(v.pipe(v.string(), v.toLowerCase()), "cf-ipcountry"),
  /** Country database (MMDB) for visitors the geo header does not place: a path, "off", or unset = built in (ADR 023). */
  GEOIP_DATABASE: v.optional(v.pipe(v.string(), v.minLength(1, "must be a path to an MMDB file or off"))),
  GRAPHQL_INTROSPECTION: v.optional(v.picklist(["true", "false"])),
  LOG_LEVEL: v.optional(v.picklist(["fatal", "error", "warn", "info", "debug", "trace", "silent"]), "info"),
  /** The proxies in front of the shop whose X-Forwarded-* Express believes: a number of hops or their addresses. */
  TRUST_PROXY: TrustProxy,
  /** Map tiles of the locations pages ({z}/{x}/{y} template) and their attribution (HTML allowed: links). */
  MAP_TILE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, "must be an http(s) URL with {z}, {x} and {y}")),
    "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  ),
  MAP_ATTRIBUTION: v.optional(v.string(), "© OpenStreetMap contributors"),
  /** Seconds anonymous pages are served from the shared page cache; 0 turns it off (off in development). */
  PAGE_CACHE_SECONDS: v.pipe(
    v.optional(v.string(), "30"),
    v.transform(Number),
    v.integer("must be a whole number of seconds"),
    v.minValue(0),
    v.maxValue(3600),
  ),
  /** SMTP server of outgoing mail (smtp://user:pass@host:587); without it mail stays in the local outbox. */
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL"))),
  /** Serve the local mail outbox at /__outbox/ (default: in development only). */
  MAIL_OUTBOX_VIEW: v.optional(v.picklist(["true", "false", "1", "0"], "must be true or false")),
  /** Where the print data of physical shipments goes (default: the storefront's contact address). */
  FULFILMENT_EMAIL: v.optional(v.pipe(v.string(), v.email("must be an e-mail address"))),
  /** Where operator alerts go (an activation not done within 24 hours); default: the storefront's contact address. */
  OPERATOR_EMAIL: v.optional(v.pipe(v.string(), v.email("must be an e-mail address"))),
  /** The card processor that activates choice cards (both set); without them the built-in card simulator. */
  CARD_PROVIDER_URL: v.optional(v.pipe(v.string(), v.url("must be a URL"))),
  CARD_PROVIDER_KEY: v.optional(v.pipe(v.string(), v.minLength(16, "must have at least 16 characters"))),
  /** Milliseconds the built-in card simulator takes per answer (default 0). */
  CARD_SIMULATOR_DELAY_MS: v.pipe(v.optional(v.string(), "0"), v.transform(Number), v.integer(), v.minValue(0)),
  /** Key that signs ALTCHA challenges; when not set, one made once and kept in the database. */
  ALTCHA_HMAC_KEY: v.optional(v.pipe(v.string(), v.minLength(16, "must have at least 16 characters"))),
  /** Key that signs redeem tokens; when not set, one made once and kept in the database. */
  REDEEM_TOKEN_KEY: v.optional(v.pipe(v.string(), v.minLength(16, "must have at least 16 characters"))),
  /** Run the job workers in this process (default true); false for web processes when `npm run worker` runs them. */
  JOB_WORKER: Bool(true),
  /** Seconds a claimed job stays locked: a worker killed mid-job has its job run again after this (default 300). */
  JOB_LOCK_SECONDS: v.pipe(v.optional(v.string(), "300"), v.transform(Number), v.integer(), v.minValue(1)),
  /** Milliseconds between reads of the shared cache generations (page and read cache invalidation; default 1000). */
  CACHE_SYNC_MS: v.pipe(v.optional(v.string(), "1000"), v.transform(Number), v.integer(), v.minValue(50)),
  /** Minutes a pending payment waits for its webhook before the reconcile job asks the provider (default 15). */
  RECONCILE_AFTER_MINUTES: v.pipe(v.optional(v.string(), "15"), v.transform(Number), v.integer(), v.minValue(0)),
  /**
   * The payment provider: adyen (needs the four ADYEN_* keys) or testpay (the built-in test provider,
   * payments simulated). Unset: adyen when its keys are set, else testpay outside production; a
   * production process without a provider refuses to start (issue 44, servingEnv).
   */
  PAYMENT_PROVIDER: v.optional(v.picklist(["adyen", "testpay"], "must be adyen or testpay")),
  /** Adyen's keys (all four set, or none). */
  ADYEN_API_KEY: v.optional(v.string()),
  ADYEN_MERCHANT_ACCOUNT: v.optional(v.string()),
  ADYEN_HMAC_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[0-9A-Fa-f]{32,128}$/, "must be the hex HMAC key from Adyen")),
  ),
  ADYEN_CLIENT_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^(test|live)_[A-Z0-9]+$/, "must look like test_XXXX or live_XXXX")),
  ),
  ADYEN_ENVIRONMENT: v.optional(v.picklist(["TEST", "LIVE"], "must be TEST or LIVE"), "TEST"),
  ADYEN_LIVE_PREFIX: v.optional(v.string()),
  /** Key the built-in test provider signs its webhooks with; when not set, one made once and kept in the database. */
  TESTPAY_HMAC_KEY: v.optional(v.pipe(v.string(), v.minLength(16, "must have at least 16 characters"))),
  /** Milliseconds before the test provider delivers a webhook (default 500). */
  TESTPAY_WEBHOOK_DELAY_MS: v.pipe(v.optional(v.string(), "500"), v.transform(Number), v.integer(), v.minValue(0)),
  /** Serve the preview gallery /_preview/ in production to requests carrying this token (ADR 022). */
  PREVIEW_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, "must have at least 16 characters"))),
  /** Serve /metrics (Prometheus text) to requests sending it as `Authorization: Bearer <token>` (ADR 031). */
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, "must have at least 16 characters"))),
  /** npm run bench only: a host that serves a bare Remix page from the same build, for comparison. */
  BENCH_BARE_HOST: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9.-]+$/, "must be a host name"))),
});

export type Env = Omit<v.InferOutput<typeof EnvSchema>, "LOCAL_HOSTS"> & {
  LOCAL_HOSTS: boolean;
  introspection: boolean;
  outboxView: boolean;
  /** The payment provider in use; null: none chosen in production (servingEnv refuses to start). */
  paymentProvider: "adyen" | "testpay" | null;
  /** The test provider in a production process (a staging deployment): every page says payments are simulated. */
  paymentsSimulated: boolean;
  adyen: {
    apiKey: string;
    merchantAccount: string;
    hmacKey: string;
    clientKey: string;
    environment: "TEST" | "LIVE";
    liveEndpointUrlPrefix?: string;
  } | null;
};

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = v.safeParse(EnvSchema, source);
  if (!result.success) {
    const lines = result.issues.map((i) => `  ${v.getDotPath(i)}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = result.output;
  const introspection = env.GRAPHQL_INTROSPECTION
    ? env.GRAPHQL_INTROSPECTION === "true"
    : env.NODE_ENV !== "production";
  const adyenKeys = [env.ADYEN_API_KEY, env.ADYEN_MERCHANT_ACCOUNT, env.ADYEN_HMAC_KEY, env.ADYEN_CLIENT_KEY];
  const set = adyenKeys.filter(Boolean).length;
  if (set > 0 && set < 4) {
    throw new Error(
      "Invalid environment:\n  ADYEN_*: set all of ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT, ADYEN_HMAC_KEY and ADYEN_CLIENT_KEY, or none",
    );
  }
  if (env.PAYMENT_PROVIDER === "adyen" && set < 4) {
    throw new Error(
      "Invalid environment:\n  PAYMENT_PROVIDER: adyen needs ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT, ADYEN_HMAC_KEY and ADYEN_CLIENT_KEY",
    );
  }
  const paymentProvider =
    env.PAYMENT_PROVIDER ?? (set === 4 ? "adyen" : env.NODE_ENV === "production" ? null : "testpay");
  const adyen =
    paymentProvider === "adyen"
      ? {
          apiKey: env.ADYEN_API_KEY as string,
          merchantAccount: env.ADYEN_MERCHANT_ACCOUNT as string,
          hmacKey: env.ADYEN_HMAC_KEY as string,
          clientKey: env.ADYEN_CLIENT_KEY as string,
          environment: env.ADYEN_ENVIRONMENT,
          liveEndpointUrlPrefix: env.ADYEN_LIVE_PREFIX,
        }
      : null;
  if (Boolean(env.CARD_PROVIDER_URL) !== Boolean(env.CARD_PROVIDER_KEY)) {
    throw new Error(
      "Invalid environment:\n  CARD_PROVIDER_*: set both CARD_PROVIDER_URL and CARD_PROVIDER_KEY, or neither",
    );
  }
  const outboxView = env.MAIL_OUTBOX_VIEW
    ? ["true", "1"].includes(env.MAIL_OUTBOX_VIEW)
    : env.NODE_ENV === "development";
  // A production deployment answers on its own hosts only, unless told otherwise (issue 18).
  const LOCAL_HOSTS = env.LOCAL_HOSTS ? ["true", "1"].includes(env.LOCAL_HOSTS) : env.NODE_ENV !== "production";
  const paymentsSimulated = paymentProvider === "testpay" && env.NODE_ENV === "production";
  return { ...env, LOCAL_HOSTS, introspection, outboxView, adyen, paymentProvider, paymentsSimulated };
}

/**
 * The environment of a process that takes payments (the shop, the worker): as loadEnv, and a production
 * process without a real payment provider refuses to start unless told PAYMENT_PROVIDER=testpay — the
 * test provider's "authorise" issues real, redeemable cards (issue 44, ADR production-refuses-test-provider).
 */
export function servingEnv(source: Record<string, string | undefined> = process.env): Env {
  const env = loadEnv(source);
  if (env.paymentProvider === null) {
    throw new Error(
      "Invalid environment:\n  PAYMENT_PROVIDER: a production process needs a payment provider: set the four ADYEN_* keys (and PAYMENT_PROVIDER=adyen), or PAYMENT_PROVIDER=testpay for a test deployment whose payments are simulated",
    );
  }
  return env;
}
