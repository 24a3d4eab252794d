/**
 * Issue 44: a ~100-byte add-to-basket post with `receivers[99999999].name` made Conform's parser and
 * valibot build and walk a hundred-million-item array (the process died of heap), and `__proto__.x=1`
 * is a name no form has. Through parseForm each becomes an error in the page's language, at once, and
 * the rest of the form comes back as typed.
 */
import { describe, expect, it } from "vitest";
import { type AddRules, addToBasketSchema, MAX_RECEIVERS } from "../basket/add.schema";
import { getI18n } from "../i18n/i18n";
import { parseForm } from "./parse-form";

const RULES: AddRules = {
  currency: "EUR",
  locale: "nl-BE",
  types: { digital: { fixed: [], min: 10, max: 150 }, physical: { fixed: [25, 50], min: 25, max: 50 } },
  variations: { digital: "11", physical: "12" },
  wrappers: { digital: ["1"], physical: ["2"] },
  packings: ["3"],
  message: true,
  timeZone: "Europe/Brussels",
  country: "BE",
};

const post = (extra: [string, string][]) => {
  const form = new FormData();
  for (const [k, v] of [["deliveryType", "digital"], ["amount", "25"], ["quantity", "1"], ...extra]) form.append(k, v);
  return form;
};

const en = await getI18n("en");
const nl = await getI18n("nl");

describe("parseForm", () => {
  const schema = addToBasketSchema(RULES, en);
  const lists = { receivers: MAX_RECEIVERS };

  it("parses a form within the limits as parseWithValibot does", () => {
    const submission = parseForm(post([]), { schema, i18n: en, lists });
    expect(submission.status).toBe("success");
  });

  it("answers a receiver at a huge index at once, with an error on the receivers and the rest kept", () => {
    for (const index of [10, 10_000, 99_999_999, 2 ** 31]) {
      const started = performance.now();
      const submission = parseForm(post([[`receivers[${index}].name`, "x"]]), { schema, i18n: en, lists });
      expect(performance.now() - started).toBeLessThan(1000);
      expect(submission.status).toBe("error");
      const reply = submission.reply();
      expect(reply.error?.receivers).toEqual([`This list holds ${MAX_RECEIVERS} entries at most.`]);
      expect(reply.initialValue).toMatchObject({ deliveryType: "digital", amount: "25", quantity: "1" });
    }
  });

  it("answers a name that reaches a prototype with a form error in the page's language; no prototype touched", () => {
    const submission = parseForm(post([["__proto__.x", "1"]]), { schema, i18n: nl, lists });
    expect(submission.status).toBe("error");
    const reply = submission.reply({ hideFields: ["amount"] });
    expect(reply.error?.[""]?.[0]).toMatch(/formulier/i);
    expect(reply.initialValue).toMatchObject({ deliveryType: "digital", quantity: "1" });
    expect(reply.initialValue).not.toHaveProperty("amount");
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("keeps the schema's own field errors next to the refusal", () => {
    const form = post([["__proto__.x", "1"]]);
    form.set("quantity", "0");
    const submission = parseForm(form, { schema, i18n: en, lists });
    const reply = submission.reply();
    expect(Object.keys(reply.error ?? {})).toEqual(expect.arrayContaining(["", "quantity"]));
  });
});
