import { describe, expect, it } from "vitest";
import { boundedForm, DEFAULT_NAME_LIMITS, fieldsToObject, parseFieldName, parseJson, recordOf } from "./field-names";

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("parseFieldName (issue 44: a name is read with bounds before anything is built from it)", () => {
  it("reads Conform's names as paths", () => {
    expect(parseFieldName("email")).toEqual({ ok: true, path: ["email"] });
    expect(parseFieldName("receivers[3].name")).toEqual({ ok: true, path: ["receivers", 3, "name"] });
    expect(parseFieldName("billing.postCode")).toEqual({ ok: true, path: ["billing", "postCode"] });
    expect(parseFieldName("a[0][1].b")).toEqual({ ok: true, path: ["a", 0, 1, "b"] });
    expect(parseFieldName("tags[]")).toEqual({ ok: true, path: ["tags", ""] });
  });

  it("refuses an index past the list's limit without reading it as a number", () => {
    expect(parseFieldName("receivers[99].name").ok).toBe(true);
    expect(parseFieldName("receivers[100].name")).toMatchObject({ ok: false, reason: "index", list: "receivers" });
    expect(parseFieldName("receivers[99999999].name")).toMatchObject({ ok: false, reason: "index" });
    expect(parseFieldName(`receivers[${"9".repeat(150)}].name`)).toMatchObject({ ok: false, reason: "index" });
    const lists = { ...DEFAULT_NAME_LIMITS, lists: { receivers: 10, shipments: 0 } };
    expect(parseFieldName("receivers[9].name", lists).ok).toBe(true);
    expect(parseFieldName("receivers[10].name", lists)).toEqual({
      ok: false,
      reason: "index",
      list: "receivers",
      max: 10,
    });
    expect(parseFieldName("shipments[0].countryCode", lists)).toMatchObject({ ok: false, list: "shipments", max: 0 });
  });

  it("refuses a segment that names a prototype, wherever it is", () => {
    for (const name of ["__proto__.x", "a.__proto__", "constructor.prototype.x", "a[0].prototype", "prototype"]) {
      expect(parseFieldName(name)).toEqual({ ok: false, reason: "segment" });
    }
    // A name that only contains such a word is a name like any other.
    expect(parseFieldName("my__proto__").ok).toBe(true);
  });

  it("refuses paths deeper than the limit, names longer than it, and broken syntax", () => {
    expect(parseFieldName("a.b.c.d.e.f.g.h").ok).toBe(true);
    expect(parseFieldName("a.b.c.d.e.f.g.h.i")).toEqual({ ok: false, reason: "depth" });
    expect(parseFieldName(`a${"[0]".repeat(20)}`)).toEqual({ ok: false, reason: "depth" });
    expect(parseFieldName("x".repeat(201))).toEqual({ ok: false, reason: "length" });
    for (const name of ["a..b", "a.", ".a", "a[", "a[x]", "a]", "a[0]b", "a[].b", "a[-1]"]) {
      expect(parseFieldName(name), name).toMatchObject({ ok: false, reason: "syntax" });
    }
  });
});

describe("boundedForm", () => {
  it("keeps every field within the limits and lists the refused ones", () => {
    const { form: kept, refused } = boundedForm(
      form([
        ["amount", "25"],
        ["receivers[0].name", "Anna"],
        ["receivers[99999999].name", "x"],
        ["__proto__.x", "1"],
      ]),
    );
    expect([...kept.entries()]).toEqual([
      ["amount", "25"],
      ["receivers[0].name", "Anna"],
    ]);
    expect(refused.map((r) => [r.name, r.refusal.reason])).toEqual([
      ["receivers[99999999].name", "index"],
      ["__proto__.x", "segment"],
    ]);
  });

  it("reads 256 fields at most", () => {
    const many = form(Array.from({ length: 10_000 }, (_, i) => [`f${i}`, "x"] as [string, string]));
    const { form: kept, refused } = boundedForm(many);
    expect([...kept.keys()]).toHaveLength(256);
    expect(refused).toEqual([{ name: "", refusal: { reason: "fields" } }]);
  });

  it("checks Conform's list intent as a name and an index, and drops its state", () => {
    const insert = JSON.stringify({ type: "insert", payload: { name: "receivers" } });
    const far = JSON.stringify({ type: "update", payload: { name: "receivers[99999999]", value: "x" } });
    const remove = JSON.stringify({ type: "remove", payload: { name: "receivers", index: 99999999 } });
    expect([...boundedForm(form([["__intent__", insert]])).form.keys()]).toEqual(["__intent__"]);
    for (const intent of [far, remove, "not json", "{}", JSON.stringify({ type: "x", payload: {} })]) {
      const out = boundedForm(form([["__intent__", intent]]));
      expect([...out.form.keys()], intent).toEqual([]);
      expect(out.refused[0].refusal.reason).toBe("intent");
    }
    expect([...boundedForm(form([["__state__", "{broken"]])).form.keys()]).toEqual([]);
  });
});

describe("fieldsToObject (the API's key/value lists)", () => {
  it("builds the nested object a form schema parses, reading `a.0.b` as `a[0].b`", () => {
    const out = fieldsToObject([
      { key: "email", value: "a@b.be" },
      { key: "shipments[0].street", value: "Kerkstraat" },
      { key: "shipments.1.street", value: "Markt" },
      { key: "email", value: "c@d.be" },
    ]);
    expect(JSON.parse(JSON.stringify(out))).toEqual({
      email: "c@d.be",
      shipments: [{ street: "Kerkstraat" }, { street: "Markt" }],
    });
  });

  it("leaves out keys past the limits and never touches a prototype", () => {
    const out = fieldsToObject([
      { key: "__proto__.x", value: "1" },
      { key: "constructor.prototype.y", value: "2" },
      { key: "a.__proto__.z", value: "3" },
      { key: "receivers[99999999].name", value: "x" },
      { key: "a", value: "kept" },
    ]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(({} as Record<string, unknown>).y).toBeUndefined();
    expect(({} as Record<string, unknown>).z).toBeUndefined();
    expect(Object.keys(out)).toEqual(["a"]);
    expect(Object.getPrototypeOf(out)).toBeNull();
  });

  it("is linear: 10,000 hostile keys are read in well under a second", () => {
    const started = performance.now();
    fieldsToObject(Array.from({ length: 10_000 }, (_, i) => ({ key: `a[${i}]${".b".repeat(50)}`, value: "x" })));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("recordOf and parseJson (keys from outside: payment returns, headers, JSON bodies)", () => {
  it("recordOf makes a record without a prototype, leaves prototype names out and stops at its maximum", () => {
    const out = recordOf([
      ["__proto__", "x"],
      ["constructor", "y"],
      ["redirectResult", "abc"],
      ["redirectResult", "def"],
    ]);
    expect(Object.getPrototypeOf(out)).toBeNull();
    expect({ ...out }).toEqual({ redirectResult: "def" });
    expect(
      Object.keys(
        recordOf(
          Array.from({ length: 100 }, (_, i) => [`k${i}`, "v"] as const),
          20,
        ),
      ),
    ).toHaveLength(20);
  });

  it("parseJson drops prototype keys at any depth", () => {
    const parsed = parseJson('{"a":{"__proto__":{"polluted":1},"b":[{"constructor":{"prototype":{"polluted":1}}}]}}');
    expect(parsed).toEqual({ a: { b: [{}] } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
