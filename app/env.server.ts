/** Environment variables, validated once at start-up (docs: README "Environment variables"). */
import * as v from "valibot";

const Bool = (fallback: boolean) =>
  v.pipe(
    v.optional(v.picklist(["true", "false", "1", "0"], "must be true or false"), fallback ? "true" : "false"),
    v.transform((x) => x === "true" || x === "1"),
  );

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(["development", "production", "test"]), "production"),
  PORT: v.pipe(v.optional(v.string(), "3000"), v.transform(Number), v.integer("must be a port number"), v.minValue(1)),
  HOST: v.optional(v.string(), "0.0.0.0"),
  STOREFRONT_ENV: v.optional(v.picklist(["production", "staging"], "must be production or staging"), "production"),
  LOCAL_HOSTS: Bool(true),
  DEFAULT_STOREFRONT: v.optional(v.string(), "kadoo-be"),
  STOREFRONT_ORIGINS: v.optional(v.string()),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL"))),
  DATA_DIR: v.optional(v.string(), ".data/pglite"),
  GEO_HEADER: v.optional(v.pipe(v.string(), v.toLowerCase()), "cf-ipcountry"),
  GRAPHQL_INTROSPECTION: v.optional(v.picklist(["true", "false"])),
  API_AUTH_TOKEN: v.optional(v.string()),
  LOG_LEVEL: v.optional(v.picklist(["fatal", "error", "warn", "info", "debug", "trace", "silent"]), "info"),
  TRUST_PROXY: Bool(false),
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
  /** npm run bench only: a host that serves a bare Remix page from the same build, for comparison. */
  BENCH_BARE_HOST: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9.-]+$/, "must be a host name"))),
});

export type Env = v.InferOutput<typeof EnvSchema> & { introspection: boolean };

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
  return { ...env, introspection };
}
