import { setupI18n } from "@lingui/core";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { identifySchema, loginSchema } from "./account.schema";

const i18n = setupI18n({ locale: "en", messages: { en: {} } });
const issues = (schema: v.GenericSchema, input: unknown) =>
  Object.fromEntries((v.safeParse(schema, input).issues ?? []).map((i) => [v.getDotPath(i) ?? "", i.message]));

describe("identify and login forms (spec §5 Identify, Login)", () => {
  it("identify needs a valid e-mail and the solved human check; next is checkout or nothing", () => {
    const schema = identifySchema(i18n);
    expect(issues(schema, { email: "an@example.be", captchaToken: "solved" })).toEqual({});
    expect(v.parse(schema, { email: "an@example.be", captchaToken: "solved" })).toEqual({
      email: "an@example.be",
      captchaToken: "solved",
      next: "",
    });
    const refused = issues(schema, { email: "an@example", captchaToken: "" });
    expect(Object.keys(refused).sort()).toEqual(["captchaToken", "email"]);
    expect(refused.captchaToken).toBe("Please complete the human check.");
    expect(refused.email).toBe("Please enter a valid e-mail address");
    expect(
      issues(schema, { email: "an@example.be", captchaToken: "solved", next: "https://evil.example" }),
    ).toHaveProperty("next");
  });

  it("login needs the e-mail, a password and the human check", () => {
    const schema = loginSchema(i18n);
    const ok = { email: "an@example.be", password: "any password", captchaToken: "solved", next: "checkout" };
    expect(issues(schema, ok)).toEqual({});
    expect(issues(schema, { ...ok, password: "" })).toEqual({ password: "Password is a required field" });
    expect(issues(schema, { ...ok, captchaToken: undefined })).toEqual({
      captchaToken: "Please complete the human check.",
    });
  });
});
