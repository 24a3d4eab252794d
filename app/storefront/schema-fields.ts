/** Field schemas the storefront config is built of: described values, texts per language, origins, links, images. */
import * as v from "valibot";
import { SCREENS } from "./route-table";
import { LANGUAGES } from "./vocabulary";

export const described = <T extends v.GenericSchema>(schema: T, text: string) => v.pipe(schema, v.description(text));

export const Text = v.pipe(v.string(), v.trim(), v.nonEmpty("must not be empty"));

export const AssetPath = v.pipe(
  v.string(),
  v.regex(/^\/[a-z0-9/_.-]+\.(svg|png|jpg|webp)$/, "must be a root-relative asset path such as /brand/kadoo/logo.svg"),
);

export const Url = v.pipe(
  v.string(),
  v.url("must be an absolute URL"),
  v.regex(/^https?:\/\//, "must start with http(s)://"),
);

/** A text per language. Completeness (one entry per storefront language) is checked on the whole storefront. */
export const LocalizedText = described(
  v.record(v.picklist(LANGUAGES, "must be a supported language code"), Text),
  "A text per language code; every language of the storefront must be present.",
);

export type LocalizedText = v.InferOutput<typeof LocalizedText>;

export const OriginSchema = v.object({
  host: described(
    v.pipe(
      v.string(),
      v.toLowerCase(),
      v.regex(/^[a-z0-9.-]+(:\d+)?$/, "must be a bare host name such as www.kadoo.be"),
    ),
    "Host name the storefront answers on (no scheme).",
  ),
  pathPrefix: described(
    v.optional(v.pipe(v.string(), v.regex(/^(\/[a-z0-9-]+)*$/, "must be empty or like /ch (no trailing slash)")), ""),
    "Path prefix before every page of the storefront, e.g. /ch on a shared domain; empty for its own domain.",
  ),
  https: described(v.optional(v.boolean(), true), "Whether the origin is served over https (default true)."),
});

export type Origin = v.InferOutput<typeof OriginSchema>;

export const Link = v.variant("kind", [
  v.object({
    kind: v.literal("route"),
    route: described(
      v.picklist(
        SCREENS.map((s) => s.id),
        "must be a route id of app/storefront/route-table.ts",
      ),
      "A route id of the route table (app/storefront/route-table.ts), e.g. 'contact'.",
    ),
    params: described(v.optional(v.record(v.string(), v.string()), {}), "Route parameters."),
  }),
  v.object({ kind: v.literal("external"), href: Url }),
]);

export type Link = v.InferOutput<typeof Link>;

export const MenuItem = v.object({ title: LocalizedText, link: Link });

/** spec §2: the redeem header and footer link to redeem-specific redirects, and may show a message. */
export const RedeemMenu = v.object({
  terms: described(Link, "The redeem footer's terms link (redeem terms)."),
  privacy: described(Link, "The redeem footer's privacy link (redeem privacy)."),
  support: described(Link, "Customer support of the redeem header and footer (old redeem customer support)."),
  notice: described(
    v.optional(LocalizedText),
    "Optional informative message under the redeem header's delay warning (e.g. a holiday service notice).",
  ),
});

export const MenuColumn = v.object({
  title: LocalizedText,
  items: described(v.pipe(v.array(MenuItem), v.minLength(1, "needs at least one item")), "Links of the column."),
});

export const Image = v.object({
  src: AssetPath,
  alt: described(v.optional(LocalizedText), "Alternative text per language; decorative when absent."),
  width: described(v.pipe(v.number(), v.integer(), v.minValue(1)), "Rendered width in px."),
  height: described(v.pipe(v.number(), v.integer(), v.minValue(1)), "Rendered height in px."),
});

export const PromoBlock = v.object({
  image: Image,
  link: Link,
  title: LocalizedText,
});

export const OpeningHours = v.object({
  days: described(
    v.array(v.picklist(["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"], "must be a day code Mo..Su")),
    "Days these hours apply to.",
  ),
  opens: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM")),
  closes: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM")),
});
