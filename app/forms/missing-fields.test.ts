/**
 * Found by the fuzz suite (tests/fuzz/): a form post without one of its fields, or with a hidden field
 * out of shape, was answered with valibot's English default ("Invalid key: Expected "customerType" but
 * received undefined", "Invalid length: …", "Invalid format: …") on Dutch and German pages. Each field
 * now answers with its own message in the page's language.
 */
import { parseWithValibot } from "@conform-to/valibot";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { loginSchema } from "../accounts/account.schema";
import { newPasswordSchema } from "../accounts/auth.schema";
import { profileSchema } from "../accounts/profile.schema";
import { quantitySchema, receiverSchema } from "../basket/basket.schema";
import { doublerSessionEntrySchema } from "../doubler/entry.schema";
import { getI18n } from "../i18n/i18n";
import { quoteRequestSchema } from "../quotes/quote.schema";
import { redeemDetailsSchema } from "../redeem/checkout.schema";
import { sent, text } from "./rules";

const ENGLISH_DEFAULT = /^Invalid (key|type|length|format)|Expected .+ but received/;

function messages(error: Record<string, string[] | null> | undefined): string[] {
  return Object.values(error ?? {}).flatMap((list) => list ?? []);
}

describe("missing and malformed fields get the field's own, translated message", () => {
  it("sent(): a missing key goes through the field's schema", () => {
    const schema = v.object({ kind: sent(v.picklist(["a", "b"], "Choose a or b")) });
    expect(v.safeParse(schema, {}).issues?.map((i) => i.message)).toEqual(["Choose a or b"]);
    expect(v.parse(schema, { kind: "b" })).toEqual({ kind: "b" });
  });

  it("text(): a field sent twice counts by its first value, as FormData.get reads it", () => {
    expect(v.parse(text(), ["  eerste ", "tweede"])).toBe("eerste");
    expect(v.parse(text(), [42])).toBe("");
    expect(v.parse(text(), null)).toBe("");
  });

  it("a quote request with every field sent twice (nl): the fields' own messages, no English", async () => {
    const i18n = await getI18n("nl");
    const form = new FormData();
    for (const name of ["message", "remark", "quantity", "companyName", "email", "invoiceEmail"]) {
      form.append(name, "");
      form.append(name, "x");
    }
    const texts = messages(
      parseWithValibot(form, { schema: quoteRequestSchema(i18n, { country: "BE" }) }).reply().error,
    );
    expect(texts).toContain("Bericht is een verplicht veld");
    expect(texts.filter((m) => ENGLISH_DEFAULT.test(m))).toEqual([]);
  });

  it("account data without a customer type (nl)", async () => {
    const i18n = await getI18n("nl");
    const form = new FormData();
    form.set("firstName", "An");
    const submission = parseWithValibot(form, { schema: profileSchema(i18n, "BE") });
    const texts = messages(submission.reply().error);
    expect(texts).toContain("Kies particulier of zakelijk");
    expect(texts.filter((m) => ENGLISH_DEFAULT.test(m))).toEqual([]);
  });

  it("new password without its link's token, or with an oversized one (de)", async () => {
    const i18n = await getI18n("de");
    for (const token of [null, "x".repeat(300)]) {
      const form = new FormData();
      if (token) form.set("token", token);
      form.set("password", "Correct-Horse-9");
      form.set("confirmPassword", "Correct-Horse-9");
      const texts = messages(parseWithValibot(form, { schema: newPasswordSchema(i18n) }).reply().error);
      expect(texts).toEqual([
        "Dieser Link zum Festlegen eines neuen Passworts ist ungültig. Bitte fordern Sie einen neuen Link an.",
      ]);
    }
  });

  it("a basket receiver form with a broken shipment tag (nl)", async () => {
    const i18n = await getI18n("nl");
    const form = new FormData();
    for (const [k, value] of Object.entries({ intent: "receiver", shipmentTag: "__p", name: "An" })) form.set(k, value);
    const texts = messages(parseWithValibot(form, { schema: receiverSchema(i18n, "BE") }).reply().error);
    expect(texts.filter((m) => ENGLISH_DEFAULT.test(m))).toEqual([]);
    expect(texts).toContain("Deze invoer is niet geldig.");
  });

  it("login with a crafted `next`, basket quantity, doubler card and redeem address without their fields (nl)", async () => {
    const i18n = await getI18n("nl");
    const cases = [
      { schema: loginSchema(i18n), fields: { email: "a@b.be", password: "x", next: "elsewhere" } },
      { schema: quantitySchema(i18n), fields: { intent: "quantity", shipmentTag: "digital-1" } },
      { schema: doublerSessionEntrySchema(i18n, ["1"]), fields: { name: "An", email: "a@b.be" } },
      {
        schema: redeemDetailsSchema(i18n, { needsAddress: true, deliveryCountries: ["BE"] }),
        fields: { firstName: "An", lastName: "Peeters", email: "a@b.be", address: "Fuzz" },
      },
    ];
    for (const { schema, fields } of cases) {
      const form = new FormData();
      for (const [k, value] of Object.entries(fields)) form.set(k, value);
      const texts = messages(parseWithValibot(form, { schema: schema as v.GenericSchema }).reply().error);
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.filter((m) => ENGLISH_DEFAULT.test(m))).toEqual([]);
    }
  });
});
