/**
 * The fuzz suite's view of the pages' forms: every route module with an `action` export in the route
 * table (so a new form is fuzzed without touching the suite), a load context as server.ts builds it,
 * an action called as Remix calls it, and what its answer says (status, field errors, messages).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ActionFunctionArgs } from "@remix-run/node";
import { sql } from "kysely";
import { cookieName, readCookie, SessionScope } from "../../app/accounts/session.server";
import { createApiClient } from "../../app/api/client.server";
import type { ShopLoadContext } from "../../app/context";
import type { DB } from "../../app/db/db.server";
import type { ShopServices } from "../../app/graphql/context.server";
import type { Api } from "../../app/graphql/yoga.server";
import type { StorefrontRegistry } from "../../app/storefront/registry";
import { SCREENS, type Screen } from "../../app/storefront/route-table";
import type { Storefront } from "../../app/storefront/storefront";
import type { Language } from "../../app/storefront/vocabulary";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

export interface FormRoute {
  /** Route ids sharing the module, e.g. "login". */
  ids: string[];
  file: string;
  /** Path pattern of the first screen (params as `:name`). */
  path: string;
  params: string[];
  action: (args: ActionFunctionArgs) => unknown;
}

/** Every module of the route table that exports an action. */
export async function formRoutes(): Promise<FormRoute[]> {
  const byFile = new Map<string, Screen[]>();
  for (const screen of SCREENS as readonly Screen[])
    byFile.set(screen.file, [...(byFile.get(screen.file) ?? []), screen]);
  const routes: FormRoute[] = [];
  for (const [file, screens] of byFile) {
    const mod = (await import(path.join(root, "app", file))) as { action?: FormRoute["action"] };
    if (typeof mod.action !== "function") continue;
    const first = screens[0];
    routes.push({
      ids: screens.map((s) => s.id),
      file,
      path: first.path,
      params: [...first.path.matchAll(/:(\w+)/g)].map((m) => m[1]),
      action: mod.action,
    });
  }
  return routes;
}

/** A page request's load context for the storefront and language, as server.ts builds it (no cookie). */
export function shopContext(o: {
  db: DB;
  api: Api;
  registry: StorefrontRegistry;
  services: ShopServices;
  storefront: Storefront;
  language: Language;
  pathname: string;
  /** A session token (a logged-in shopper's), or none. */
  token?: string | null;
  /** A redeem session's token (a checked card's holder), or none. */
  redeemToken?: string | null;
}): ShopLoadContext {
  const prefix = o.language === o.storefront.defaultLanguage ? "" : `/${o.language}`;
  const resolution = o.registry.resolve(o.storefront.localHost, `${prefix}/`);
  if (resolution.kind !== "storefront") throw new Error(`${o.storefront.code} does not resolve locally`);
  const { mount, basename } = resolution;
  const cookies: string[] = [];
  const session = new SessionScope(
    o.db,
    { storeId: o.storefront.storeId, pathPrefix: mount.pathPrefix, secure: false },
    o.token ?? null,
    (v) => cookies.push(v),
  );
  const baseUrl = `http://${o.storefront.localHost}:3500${basename === "/" ? "" : basename}`;
  const ip = "127.0.0.1";
  return {
    storefront: o.storefront,
    language: o.language,
    basename,
    mount,
    registry: o.registry,
    localPort: ":3500",
    // Actions called as a form post's route data would be.
    document: false,
    nonce: "",
    shared: false,
    contentSecurityPolicy: null,
    mapTiles: { url: "http://tiles.invalid/{z}/{x}/{y}.png", attribution: "" },
    themeCss: null,
    geoCountry: null,
    session,
    baseUrl,
    redeemToken: o.redeemToken ?? null,
    appendCookie: (value) => cookies.push(value),
    services: o.services,
    api: createApiClient(o.api, {
      storefront: o.storefront,
      language: o.language,
      pathname: o.pathname,
      localPort: ":3500",
      session,
      ip,
      baseUrl,
      redeemToken: o.redeemToken ?? null,
    }),
  };
}

export interface Answer {
  status: number;
  data: unknown;
  /** The action threw something that is not a response: Remix answers 500. */
  crash?: unknown;
}

const accounts = new Map<string, Promise<number>>();

/** A fresh logged-in session of the storefront's fuzz account (created once): its cookie's token. */
export async function loggedInToken(db: DB, storefront: Storefront): Promise<string> {
  let account = accounts.get(storefront.code);
  if (!account) {
    const email = `fuzz-${storefront.code}@example.com`;
    account = db
      .insertInto("customers")
      .values({
        store_id: storefront.storeId,
        email,
        email_key: email,
        password_hash: "$argon2id$v=19$m=19456,t=2,p=1$none$none",
        profile: sql`'{}'::jsonb`,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
    accounts.set(storefront.code, account);
  }
  const customerId = await account;
  let header = "";
  const scope = new SessionScope(db, { storeId: storefront.storeId, pathPrefix: "", secure: false }, null, (value) => {
    if (value.startsWith(`${cookieName(storefront.storeId)}=`)) header = value.split(";")[0];
  });
  await scope.rotate(customerId, null);
  const token = readCookie(header, cookieName(storefront.storeId));
  if (!token) throw new Error("no session cookie");
  return token;
}

/** Calls the action as Remix does and reads its answer: a value, a `data()`, a Response, or a throw. */
export async function callAction(action: FormRoute["action"], args: ActionFunctionArgs): Promise<Answer> {
  try {
    return await read(await action(args));
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) return read(thrown, true);
    return { status: 500, data: null, crash: thrown };
  }
}

async function read(value: unknown, thrown = false): Promise<Answer> {
  if (value instanceof Response) {
    const text = await value.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {}
    return { status: value.status, data };
  }
  if (isDataWithInit(value)) return { status: value.init?.status ?? (thrown ? 500 : 200), data: value.data };
  return { status: 200, data: value };
}

function isDataWithInit(value: unknown): value is { data: unknown; init?: { status?: number } } {
  return Boolean(value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit");
}

/**
 * An answer's errors: the messages of its field errors (conform's `error` map, shown as they are) and
 * the codes of its API errors (spec §8 `errors`, which the page shows translated by code).
 */
export function answerErrors(data: unknown): { messages: string[]; codes: number[] } {
  const messages: string[] = [];
  const codes: number[] = [];
  const collect = (node: unknown) => {
    if (typeof node === "string") messages.push(node);
    else if (Array.isArray(node)) node.forEach(collect);
    else if (node && typeof node === "object") {
      const record = node as Record<string, unknown>;
      if (typeof record.code === "number") codes.push(record.code);
      else if (typeof record.message === "string") messages.push(record.message);
      else for (const value of Object.values(record)) collect(value);
    }
  };
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object")
      for (const [key, value] of Object.entries(node)) {
        if ((key === "error" || key === "errors" || key === "formErrors") && value) collect(value);
        else walk(value);
      }
  };
  walk(data);
  return { messages, codes };
}

/** The field names that an answer's `error` maps name (conform), a form's own vocabulary. */
export function errorFields(data: unknown): string[] {
  const out = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object")
      for (const [key, value] of Object.entries(node)) {
        if (key === "error" && value && typeof value === "object" && !Array.isArray(value)) {
          for (const field of Object.keys(value)) if (field) out.add(field);
        } else if (key === "referencedRequestParameter" && typeof value === "string") out.add(value);
        else walk(value);
      }
  };
  walk(data);
  return [...out];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
  });
}

/** Intents and field names written in the app's forms and actions (read from the source, not listed here). */
export function formVocabulary(): { intents: string[]; fields: string[] } {
  const intents = new Set<string>();
  const fields = new Set<string>();
  for (const file of sourceFiles(path.join(root, "app"))) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/intent"?\)?\s*===\s*"([\w-]+)"/g)) intents.add(m[1]);
    for (const m of text.matchAll(/name="intent"\s+value="([\w-]+)"/g)) intents.add(m[1]);
    for (const m of text.matchAll(/value="([\w-]+)"\s+name="intent"/g)) intents.add(m[1]);
    if (/get\("intent"\)/.test(text)) for (const m of text.matchAll(/case "([\w-]+)":/g)) intents.add(m[1]);
    for (const m of text.matchAll(/\bname="([A-Za-z_][\w.[\]-]*)"/g)) fields.add(m[1]);
  }
  return { intents: [...intents].sort(), fields: [...fields].sort() };
}

/** msgstr of every message per language (translations/<lang>/*.po), to tell translated text from English. */
export function catalogue(language: string): Map<string, string> {
  const map = new Map<string, string>();
  const dir = path.join(root, "translations", language);
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".po"))) {
    const text = readFileSync(path.join(dir, file), "utf8");
    for (const m of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm))
      if (m[1] && m[2]) map.set(m[1], m[2]);
  }
  return map;
}
