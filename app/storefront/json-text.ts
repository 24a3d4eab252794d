/**
 * A part of a loader's data that travels as one JSON text (ADR 046, the way ADR 044 sends the shell).
 * Remix's encoder (turbo-stream) walks loader data value by value on every render; a shared page's
 * largest parts — a list's cards, a product's details — are frozen answers of the read cache (ADR 042),
 * the same object for every render while the answer lives. Their JSON text is made once per such
 * object, the encoder writes one string, and the server's render reads the object itself under a
 * symbol key the encoder does not write (it writes own string keys only). The browser parses the text
 * once per value it received.
 */

const KEPT: unique symbol = Symbol("kept");

export interface JsonText<T> {
  json: string;
  /** On the server: the object the text was made from. */
  [KEPT]?: T;
}

const made = new WeakMap<object, JsonText<unknown>>();

/** The value as JSON text (server): once per frozen object, every time for one that is not. */
export function asJsonText<T extends object>(value: T): JsonText<T> {
  const known = made.get(value) as JsonText<T> | undefined;
  if (known) return known;
  const text: JsonText<T> = { json: JSON.stringify(value), [KEPT]: value };
  if (Object.isFrozen(value)) made.set(value, text);
  return text;
}

const derived = new WeakMap<object, Map<string, JsonText<unknown>>>();

/**
 * The JSON text of a value made from a frozen answer (`from`) and what else names it (`name`: a page
 * number, a category): made once per pair while the answer lives, every time for an answer that is not
 * frozen. A few names per answer.
 */
export function derivedJsonText<T extends object>(from: object, name: string, make: () => T): JsonText<T> {
  if (!Object.isFrozen(from)) return asJsonText(make());
  let texts = derived.get(from);
  if (!texts) {
    texts = new Map();
    derived.set(from, texts);
  }
  let text = texts.get(name) as JsonText<T> | undefined;
  if (!text) {
    text = asJsonText(Object.freeze(make()));
    texts.set(name, text);
  }
  return text;
}

const parsed = new WeakMap<JsonText<unknown>, unknown>();

/** The value of a JSON text: the kept object on the server, the text parsed once in the browser. */
export function fromJsonText<T>(text: JsonText<T>): T {
  if (import.meta.env.SSR && text[KEPT] !== undefined) return text[KEPT];
  let value = parsed.get(text) as T | undefined;
  if (value === undefined) {
    value = JSON.parse(text.json) as T;
    parsed.set(text, value);
  }
  return value;
}
