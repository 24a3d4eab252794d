/**
 * Form field names read with bounds before anything is built from them (issue 44). A name such as
 * `receivers[0].name` is a path; Conform's parser turns every posted name into nested objects and
 * arrays, and valibot then walks each array to its length — so `receivers[99999999].name` (a ~30-byte
 * field) made the process build a hundred-million-item array, and a key named `__proto__` reaches the
 * prototype of every object in a parser that assigns by path. Here a name is read one character at a
 * time and refused as soon as it passes a limit — its length, its depth, an index above the list's
 * limit, a segment that names a prototype — so no limit costs more than the name's own length, and
 * nothing is allocated for a refused name. Pure: the page actions (`parseForm`), the API's key/value
 * lists (`fieldsToObject`) and the tests share it.
 */
import type { Fields } from "../api/fields";

/** One step of a path: an object key or an array index (`""` for Conform's trailing `[]`). */
export type Segment = string | number;

export interface NameLimits {
  /** Fields of one form at most; the rest are refused. */
  maxFields: number;
  /** Characters of one name at most. */
  maxNameLength: number;
  /** Segments of one path at most (`a.b[0].c` has four). */
  maxDepth: number;
  /** Highest array index of a list that has no limit of its own. */
  maxIndex: number;
  /** Items of a named list at most (its path without indexes, e.g. `receivers`, `shipments`). */
  lists?: Readonly<Record<string, number>>;
}

/**
 * The bounds every form gets: no page of the shop has more than ~60 fields, a path deeper than
 * `shipments[0].address.street` (4), or a list longer than a basket's 100 cards (spec §8 2030).
 */
export const DEFAULT_NAME_LIMITS: NameLimits = { maxFields: 256, maxNameLength: 200, maxDepth: 8, maxIndex: 99 };

/** Segments that name an object's prototype machinery: never a form field, refused wherever they appear. */
const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

export type NameRefusal =
  | { reason: "length" | "syntax" | "depth" | "segment" | "fields" | "intent" }
  /** An index past the list's limit; `list` is the list's path (for a field error on the list). */
  | { reason: "index"; list: string; max: number };

export type ParsedName = { ok: true; path: Segment[] } | ({ ok: false } & NameRefusal);

const isDigit = (c: number) => c >= 48 && c <= 57;

/**
 * A name's path in Conform's syntax (`a.b`, `a[0].b`, a trailing `a[]`), or why it is refused. Linear
 * in the name's length and stops at the first limit passed; an index is compared digit by digit, so
 * `[99999999999999999999]` is no number to build.
 */
export function parseFieldName(name: string, limits: NameLimits = DEFAULT_NAME_LIMITS): ParsedName {
  if (name.length === 0 || name.length > limits.maxNameLength) return { ok: false, reason: "length" };
  const path: Segment[] = [];
  let listPath = "";
  let i = 0;
  while (i < name.length) {
    if (path.length >= limits.maxDepth) return { ok: false, reason: "depth" };
    const c = name.charCodeAt(i);
    if (c === 91 /* [ */) {
      let j = i + 1;
      while (j < name.length && isDigit(name.charCodeAt(j))) j++;
      if (name.charCodeAt(j) !== 93 /* ] */) return { ok: false, reason: "syntax" };
      if (j === i + 1) {
        // `[]`: Conform appends to a list; allowed at the end only, as Conform does.
        if (j + 1 !== name.length) return { ok: false, reason: "syntax" };
        path.push("");
      } else {
        const max = limits.lists?.[listPath] ?? limits.maxIndex + 1;
        // More digits than the limit has is past it without reading them as a number.
        if (j - i - 1 > String(max).length) return { ok: false, reason: "index", list: listPath, max };
        const index = Number(name.slice(i + 1, j));
        if (index >= max) return { ok: false, reason: "index", list: listPath, max };
        path.push(index);
      }
      i = j + 1;
      if (i < name.length && name.charCodeAt(i) !== 91 && name.charCodeAt(i) !== 46)
        return { ok: false, reason: "syntax" };
      if (name.charCodeAt(i) === 46 /* . */) {
        i++;
        if (i === name.length) return { ok: false, reason: "syntax" };
      }
      continue;
    }
    let j = i;
    while (j < name.length && name.charCodeAt(j) !== 46 && name.charCodeAt(j) !== 91 && name.charCodeAt(j) !== 93) j++;
    if (j === i) return { ok: false, reason: "syntax" };
    const key = name.slice(i, j);
    if (FORBIDDEN.has(key)) return { ok: false, reason: "segment" };
    path.push(key);
    listPath = listPath ? `${listPath}.${key}` : key;
    i = j;
    if (name.charCodeAt(i) === 93) return { ok: false, reason: "syntax" };
    if (name.charCodeAt(i) === 46) {
      i++;
      if (i === name.length) return { ok: false, reason: "syntax" };
    }
  }
  return { ok: true, path };
}

/** Conform's own names for its list buttons' intent and state: checked as a name and a list edit. */
const INTENT = "__intent__";
const STATE = "__state__";
const INTENT_TYPES = new Set(["validate", "update", "reset", "insert", "remove", "reorder"]);

/** Whether Conform's intent (a JSON text a list button posts) stays within the limits, as a name would. */
function intentWithinLimits(value: FormDataEntryValue, limits: NameLimits): boolean {
  if (typeof value !== "string" || value.length > 2_000) return false;
  let intent: unknown;
  try {
    intent = JSON.parse(value);
  } catch {
    return false;
  }
  if (typeof intent !== "object" || intent === null) return false;
  const { type, payload } = intent as { type?: unknown; payload?: unknown };
  if (typeof type !== "string" || !INTENT_TYPES.has(type) || typeof payload !== "object" || payload === null)
    return false;
  const p = payload as Record<string, unknown>;
  if (p.name !== undefined && (typeof p.name !== "string" || !parseFieldName(p.name, limits).ok)) return false;
  const list = typeof p.name === "string" ? p.name.replace(/\[\d+\]/g, "") : "";
  const max = limits.lists?.[list] ?? limits.maxIndex + 1;
  for (const key of ["index", "from", "to"] as const) {
    const n = p[key];
    if (n !== undefined && (typeof n !== "number" || !Number.isInteger(n) || n < 0 || n >= max)) return false;
  }
  return true;
}

export interface BoundedForm {
  /** The fields within the limits, in the order posted. */
  form: FormData;
  /** The names refused, each with why (the first per name kept: a refusal is not repeated). */
  refused: { name: string; refusal: NameRefusal }[];
}

/**
 * A form's fields within the limits: each refused name is dropped (never parsed further, never
 * allocated for) and listed, the rest kept as posted — so the page can answer with its error and
 * every other field the visitor typed.
 */
export function boundedForm(formData: FormData, limits: NameLimits = DEFAULT_NAME_LIMITS): BoundedForm {
  const form = new FormData();
  const refused: BoundedForm["refused"] = [];
  const seen = new Set<string>();
  const refuse = (name: string, refusal: NameRefusal) => {
    if (seen.has(name) || refused.length >= 20) return;
    seen.add(name);
    refused.push({ name: name.slice(0, limits.maxNameLength), refusal });
  };
  let count = 0;
  for (const [name, value] of formData) {
    if (++count > limits.maxFields) {
      refuse("", { reason: "fields" });
      break;
    }
    if (name === INTENT) {
      if (intentWithinLimits(value, limits)) form.append(name, value);
      else refuse(name, { reason: "intent" });
      continue;
    }
    if (name === STATE) {
      // Conform's browser state is nothing a server action reads; an unreadable one made its parser throw.
      continue;
    }
    const parsed = parseFieldName(name, limits);
    if (parsed.ok) form.append(name, value);
    else refuse(name, parsed);
  }
  return { form, refused };
}

/** A value of the nested object an API key/value list becomes: text, a list or a null-prototype record. */
type Node = string | Node[] | { [key: string]: Node };

/**
 * An API key/value list (spec §7, Conform names like `shipments[0].street`) → the nested object its
 * form's valibot schema parses. Keys past the limits are left out (the schema then names the field
 * that is missing); objects have no prototype, so no key can reach one.
 */
export function fieldsToObject(fields: Fields, limits: NameLimits = DEFAULT_NAME_LIMITS): Record<string, unknown> {
  const root: Record<string, Node> = Object.create(null);
  for (const { key, value } of fields.slice(0, limits.maxFields)) {
    if (key.length > limits.maxNameLength) continue;
    // The API's own field references write an index as a segment (`receivers.0.email`): read alike.
    const parsed = parseFieldName(key.replace(/\.(\d+)(?=[.[]|$)/g, "[$1]"), limits);
    if (!parsed.ok || parsed.path.includes("")) continue;
    let node: Record<string | number, Node> = root;
    const path = parsed.path;
    let ok = true;
    for (let i = 0; i < path.length - 1 && ok; i++) {
      const next = typeof path[i + 1] === "number" ? [] : Object.create(null);
      const child = node[path[i]];
      if (child === undefined) node[path[i]] = next;
      else if (typeof child === "string" || Array.isArray(child) !== Array.isArray(next)) ok = false;
      if (ok) node = node[path[i]] as Record<string | number, Node>;
    }
    // A repeated key keeps its last value; a key that is a parent too (`a.b=1&a=2`) stays the parent.
    const last = path[path.length - 1];
    if (ok && (node[last] === undefined || typeof node[last] === "string")) node[last] = value.slice(0, 20_000);
  }
  return root;
}

/** Whether a key names an object's prototype machinery (never a name of ours: refused as a key). */
export function isPrototypeKey(key: string): boolean {
  return FORBIDDEN.has(key);
}

/**
 * Key/value pairs a visitor or a provider chose (a payment return's parameters, request headers) →
 * a record with no prototype: at most `max` pairs, prototype names left out, a repeated key's last value.
 */
export function recordOf(entries: Iterable<readonly [string, string]>, max = 64): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  let count = 0;
  for (const [key, value] of entries) {
    if (++count > max) break;
    if (!FORBIDDEN.has(key)) out[key] = value;
  }
  return out;
}

/**
 * JSON text from outside (webhook bodies, a payment's client data, tracking payloads) without the keys
 * `__proto__`, `constructor` and `prototype` at any depth: JSON.parse itself makes them plain keys, but
 * code that copies or merges the result later must never meet one.
 */
export function parseJson(text: string): unknown {
  return JSON.parse(text, (key, value) => (FORBIDDEN.has(key) ? undefined : value));
}
