/**
 * Fuzz suite, page half (issue 18): every form action of the route table — found from the table, so a
 * new form is covered without touching this file — gets malformed bodies, oversized, wrong-type,
 * unicode-edge and injection values, and valid-shaped forms with one field broken, on a Dutch
 * (kadoo-be, nl) and a German (giftpass-de, de) storefront. Asserted: never a 5xx (an action that
 * throws is Remix's 500), field errors in the page's language (none of the English source text), and
 * a refused form writes nothing. FUZZ_RUNS=<n> runs n inputs per action and storefront.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopLoadContext } from "../../app/context";
import type { DatabaseHandle } from "../../app/db/db.server";
import { seedDatabase } from "../../app/db/seed/seed.server";
import type { ShopServices } from "../../app/graphql/context.server";
import { createApi } from "../../app/graphql/yoga.server";
import { FALLBACK } from "../../app/i18n/api-errors";
import { openRedeemSession } from "../../app/redeem/token.server";
import type { Storefront } from "../../app/storefront/storefront";
import { issueTestCard } from "../fixtures/cards";
import { backends } from "../fixtures/db";
import { testServices } from "../fixtures/services";
import { shippedRegistry } from "../fixtures/storefronts";
import {
  answerErrors,
  callAction,
  catalogue,
  errorFields,
  type FormRoute,
  formRoutes,
  formVocabulary,
  loggedInToken,
  shopContext,
} from "./actions";
import { fuzzString, runs, SEED } from "./inputs";
import { FORM_NAME_GENERATORS, withinBudget } from "./structure";
import { rowCounts, Tally } from "./tally";

const { storefronts, registry } = await shippedRegistry();
const STOREFRONTS = ["kadoo-be", "giftpass-de"].map((code) => registry.get(code));
const RUNS = runs(60);
/** Posts per structure generator (over every form action): a few seconds for all of them. */
const STRUCTURE_RUNS = runs(100);
const ROUTES = await formRoutes();
const VOCABULARY = formVocabulary();
const ENGLISH = catalogue("en");

/** Who posts: a visitor without cookies, a logged-in account holder, or a checked card's holder (redeem). */
const VISITORS = ["anonymous", "account", "card holder"] as const;
type Visitor = (typeof VISITORS)[number];

type Form =
  | { kind: "fields"; entries: [string, string][]; multipart: boolean }
  | { kind: "raw"; type: string; body: string };

describe("fuzz: every form action", () => {
  let handle: DatabaseHandle;
  let api: ReturnType<typeof createApi>;
  let services: ShopServices;
  const tally = new Tally();
  const translated = new Map<string, number>();
  let unexpected: unknown[] = [];
  let slugs: string[] = [];
  const cards = new Map<string, number>();

  beforeAll(async () => {
    handle = await backends()[0].open();
    await seedDatabase(
      handle.db,
      storefronts.filter((s) => STOREFRONTS.some((f) => f.code === s.code)),
    );
    services = testServices(handle.db, registry).services;
    api = createApi({ db: handle.db, registry, introspection: false, services, logErrors: (e) => unexpected.push(e) });
    slugs = (await handle.db.selectFrom("products").select("slug").limit(3).execute()).map((r) => r.slug);
    for (const sf of STOREFRONTS) {
      const { number } = await issueTestCard(handle.db, sf, 100);
      const row = await handle.db
        .selectFrom("giftcards")
        .select("id")
        .where("number", "=", number)
        .executeTakeFirstOrThrow();
      cards.set(sf.code, row.id);
    }
  });

  /** A fresh redeem session of the storefront's checked card, as the balance check opens one. */
  async function redeemToken(sf: Storefront): Promise<string> {
    const card = cards.get(sf.code);
    if (card === undefined) throw new Error(`no card for ${sf.code}`);
    return services.redeemTokens.sign(await openRedeemSession(handle.db, sf.storeId, [card]));
  }
  afterAll(async () => {
    console.log(`\n${tally.table("Fuzz: form actions (tried / handled: 4xx or field error / accepted / ≥500)")}\n`);
    if (tally.failures.length) console.log(`Failures:\n${tally.summary()}\n`);
    await handle?.close();
  });

  function request(route: FormRoute, sf: Storefront, params: Record<string, string | undefined>, form: Form) {
    const path = route.path
      .replace(/\{(\w+)\}/g, (_, key: "productList" | "choiceCard" | "basket") => sf.slugs[key])
      .replace(/:(\w+)\??/g, (_, key: string) => encodeURIComponent(wellFormed(params[key] ?? "")))
      .replace(/\/+$/, "");
    const url = `http://${sf.localHost}/${path}${path ? "/" : ""}`;
    const headers = new Headers();
    let body: BodyInit;
    if (form.kind === "raw") {
      if (form.type) headers.set("content-type", form.type);
      body = form.body;
    } else if (form.multipart) {
      const data = new FormData();
      for (const [key, value] of form.entries) data.append(key, value);
      body = data;
    } else {
      body = new URLSearchParams(form.entries);
    }
    return new Request(url, { method: "POST", headers, body });
  }

  async function submit(
    route: FormRoute,
    sf: Storefront,
    params: Record<string, string | undefined>,
    form: Form,
    as: Visitor = "anonymous",
  ) {
    // server.ts refuses a URL with %00 before Remix decodes it: route params never hold NUL.
    const decoded = Object.fromEntries(
      Object.entries(params).map(([k, value]) => [k, value?.replaceAll("\0", "\ufffd")]),
    );
    const req = request(route, sf, decoded, form);
    const context = shopContext({
      db: handle.db,
      api,
      registry,
      services,
      storefront: sf,
      language: sf.defaultLanguage,
      pathname: new URL(req.url).pathname,
      token: as === "account" ? await loggedInToken(handle.db, sf) : null,
      redeemToken: as === "card holder" ? await redeemToken(sf) : null,
    });
    return callAction(route.action, {
      request: req,
      context: context as ShopLoadContext & Record<string, unknown>,
      params: decoded,
    });
  }

  /** The form's own fields: the ones its answer to an empty submit (per intent) names. */
  async function fieldsOf(route: FormRoute, sf: Storefront): Promise<string[]> {
    const found = new Set<string>();
    for (const as of VISITORS)
      for (const intent of [null, ...VOCABULARY.intents]) {
        const form: Form = { kind: "fields", entries: intent ? [["intent", intent]] : [], multipart: false };
        for (const field of errorFields((await submit(route, sf, {}, form, as)).data)) found.add(field);
      }
    return [...found];
  }

  for (const route of ROUTES) {
    it(`answers every fuzzed post to ${route.file} below 500, in the page's language, writing nothing when refused`, async () => {
      for (const sf of STOREFRONTS) {
        const language = sf.defaultLanguage;
        const own = catalogue(language);
        const translations = new Set(own.values());
        const englishOnly = new Set([...ENGLISH.values()].filter((text) => !translations.has(text)));
        const fallback = own.get(FALLBACK.id ?? "") ?? own.get(FALLBACK.message ?? "");
        const fields = await fieldsOf(route, sf);
        const discovered = fields.filter((name) => name !== "intent");
        const names = discovered.length ? discovered : VOCABULARY.fields.filter((name) => name !== "intent");
        const operation = `${route.ids[0]} (${sf.code})`;

        const valid = Object.fromEntries(names.map((name) => [name, plausible(name, sf)]));
        const entries = fc.oneof(
          // valid-shaped with one field broken
          fc
            .tuple(fc.constantFrom(...names), fuzzString)
            .map(([name, bad]) => Object.entries({ ...valid, [name]: bad }) as [string, string][]),
          // every field fuzzed
          fc
            .tuple(...names.map(() => fuzzString))
            .map((values) => names.map((name, i) => [name, values[i]] as [string, string])),
          // stray and repeated fields
          fc.array(fc.tuple(fc.oneof(fc.constantFrom(...VOCABULARY.fields), fuzzString), fuzzString), { maxLength: 6 }),
        );
        const form: fc.Arbitrary<Form> = fc.oneof(
          {
            weight: 6,
            arbitrary: fc
              .tuple(entries, fc.option(fc.oneof(fc.constantFrom(...VOCABULARY.intents), fuzzString)), fc.boolean())
              .map(([list, intent, multipart]) => ({
                kind: "fields" as const,
                entries: intent === null ? list : [["intent", intent] as [string, string], ...list],
                multipart,
              })),
          },
          { weight: 1, arbitrary: fc.constantFrom(...MALFORMED) },
          {
            weight: 1,
            arbitrary: fc
              .tuple(fuzzString, fc.constantFrom(...CONTENT_TYPES))
              .map(([body, type]) => ({ kind: "raw" as const, type, body })),
          },
        );
        const params = fc.record(
          Object.fromEntries(
            route.params.map((p) => [
              p,
              fc.option(fc.oneof(fc.constantFrom(...slugs, "1", "2", "success", "succes"), fuzzString), {
                nil: undefined,
              }),
            ]),
          ),
        ) as fc.Arbitrary<Record<string, string | undefined>>;

        await fc.assert(
          fc.asyncProperty(form, params, fc.constantFrom(...VISITORS), async (input, values, as) => {
            unexpected = [];
            const before = await rowCounts(handle.db);
            const answer = await submit(route, sf, values, input, as);
            const { messages, codes } = answerErrors(answer.data);
            const refused = answer.status >= 400 || messages.length > 0 || codes.length > 0;
            // English from the catalogue's source, or a library's default message (valibot's "Invalid type: …")
            const english = messages.filter((m) => englishOnly.has(m) || LIBRARY_MESSAGE.test(m));
            for (const m of messages)
              if (translations.has(m)) translated.set(language, (translated.get(language) ?? 0) + 1);
            let problem: string | null = null;
            if (answer.crash) problem = `threw ${String((answer.crash as Error).stack ?? answer.crash)}`;
            else if (answer.status >= 500) problem = `status ${answer.status}`;
            else if (unexpected.length)
              problem = `API logged ${String((unexpected[0] as Error).stack ?? unexpected[0])}`;
            else if (fallback && messages.includes(fallback)) problem = "answered the unexpected-error fallback";
            else if (english.length) problem = `English in a ${language} page: ${english.join(" | ")}`;
            else if (refused) {
              const after = await rowCounts(handle.db);
              if (after !== before) problem = `refused, yet rows were written: ${before} → ${after}`;
            }
            tally.count(
              operation,
              problem ? "failed" : refused ? "handled" : "accepted",
              { form: input, params: values },
              problem ?? "",
            );
          }),
          { seed: SEED, numRuns: RUNS },
        );
      }
      expect(tally.failures.filter((f) => f.operation.startsWith(`${route.ids[0]} `))).toEqual([]);
    });
  }

  // Issue 44: names whose shape is the attack (an index of 99999999 made a 100-byte post build a
  // hundred-million-item array; `__proto__.x` reached Object.prototype). Every form action, each
  // generator's names added to a post, each request within the time and heap budget.
  it("answers structured field names (indexes, depth, many fields, prototype segments, list intents) within budget", async () => {
    const sf = STOREFRONTS[0];
    for (const [generator, extra] of Object.entries(FORM_NAME_GENERATORS)) {
      const operation = `structure: ${generator}`;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ROUTES),
          fc.option(fc.constantFrom(...VOCABULARY.intents), { nil: undefined }),
          extra,
          fc.constantFrom(...VISITORS),
          async (route, intent, fields, as) => {
            unexpected = [];
            const params = Object.fromEntries(route.params.map((p) => [p, slugs[0]]));
            const entries: [string, string][] = intent ? [["intent", intent], ...fields] : fields;
            const form: Form = { kind: "fields", entries, multipart: false };
            const { value: answer, over } = await withinBudget(() => submit(route, sf, params, form, as));
            let problem: string | null = null;
            if (answer.crash) problem = `threw ${String((answer.crash as Error).stack ?? answer.crash)}`;
            else if (answer.status >= 500) problem = `status ${answer.status}`;
            else if (unexpected.length)
              problem = `API logged ${String((unexpected[0] as Error).stack ?? unexpected[0])}`;
            else if (Object.keys(Object.prototype).length || ({} as Record<string, unknown>).polluted !== undefined)
              problem = "Object.prototype changed";
            const { messages, codes } = answerErrors(answer.data);
            const refused = answer.status >= 400 || messages.length > 0 || codes.length > 0;
            const outcome = problem ? "failed" : over ? "over" : refused ? "handled" : "accepted";
            tally.count(operation, outcome, { route: route.file, entries: entries.slice(0, 5) }, problem ?? over ?? "");
          },
        ),
        { seed: SEED, numRuns: STRUCTURE_RUNS },
      );
    }
    expect(tally.failures.filter((f) => f.operation.startsWith("structure: "))).toEqual([]);
  }, 120_000);

  it("found the forms and answered in each storefront's own language", () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(15);
    for (const sf of STOREFRONTS) expect(translated.get(sf.defaultLanguage) ?? 0).toBeGreaterThan(0);
  });
});

/** valibot's default issue messages: a schema that names no message of its own for a check. */
const LIBRARY_MESSAGE = /^Invalid (key|type|length|value|format|entry|option)\b|Expected .+ but received /;

/** A lone surrogate cannot be percent-encoded (a browser sends U+FFFD for it). */
const wellFormed = (text: string) => text.replace(/\p{Surrogate}/gu, "\ufffd");

const CONTENT_TYPES = [
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=fuzz",
  "application/json",
  "text/plain",
  "application/octet-stream",
  "",
];

/** Bodies no browser sends: broken encodings and multipart, JSON, binary. */
const MALFORMED: Form[] = [
  { kind: "raw", type: "application/x-www-form-urlencoded", body: "%ZZ=%E0%A4%A&a=%ED%A0%80&&=&email&intent=%00" },
  { kind: "raw", type: "application/x-www-form-urlencoded", body: "a=1&a=2&a[]=3&a[b]=4&__proto__[x]=1&constructor=1" },
  { kind: "raw", type: "multipart/form-data; boundary=fuzz", body: "garbage without boundaries" },
  {
    kind: "raw",
    type: "multipart/form-data; boundary=fuzz",
    body: '--fuzz\r\nContent-Disposition: form-data; name="email"\r\n\r\nx',
  },
  { kind: "raw", type: "multipart/form-data", body: "--x\r\n\r\n--x--" },
  {
    kind: "raw",
    type: "multipart/form-data; boundary=fuzz",
    body: '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="../../etc/passwd"\r\nContent-Type: text/plain\r\n\r\nroot\r\n--fuzz--\r\n',
  },
  { kind: "raw", type: "application/json", body: '{"intent":"login","email":["x"],"password":{"$gt":""}}' },
  { kind: "raw", type: "text/plain", body: "intent=login" },
  { kind: "raw", type: "application/octet-stream", body: "\u0000\u0001\u0002\uffff" },
];

/** A value the field would accept from a real shopper (by its name), for "valid-shaped, one field broken". */
function plausible(name: string, sf: Storefront): string {
  const n = name.toLowerCase();
  const be = sf.country === "BE";
  if (/e-?mail/.test(n)) return "fuzz.shopper@example.com";
  if (/password/.test(n)) return "Correct-Horse-9-battery";
  if (/phone/.test(n)) return be ? "+32470123456" : "+4915112345678";
  if (/post(al)?code|zip/.test(n)) return be ? "1000" : "10115";
  if (/country/.test(n)) return sf.country;
  if (/language/.test(n)) return sf.defaultLanguage;
  if (/amount|price|value/.test(n)) return "25";
  if (/quantity|qty|count/.test(n)) return "1";
  if (/date/.test(n)) return "2027-03-15";
  if (/time/.test(n)) return "10:00";
  if (/house|number/.test(n)) return "12";
  if (/city|town/.test(n)) return be ? "Brussel" : "Berlin";
  if (/street/.test(n)) return be ? "Wetstraat" : "Unter den Linden";
  if (/name/.test(n)) return "Fuzz Tester";
  if (/terms|consent|accept|newsletter|agree/.test(n)) return "on";
  if (/code|token/.test(n)) return "1234-5678-9012";
  if (/(id|tag)$/i.test(name)) return "1";
  return "Fuzz";
}
