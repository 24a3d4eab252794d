/**
 * A form's browser validation: the schema the action parses with, made once and kept — never while a
 * page renders on the server (the basket renders forms per package that the server never validates).
 * That the browser makes it as the form appears (and so starts loading the phone rules) is
 * tests/e2e/phone-rules.test.ts's: there is no DOM here.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { useSchemaValidation } from "./use-validation";

function receiverSchema() {
  made++;
  return v.object({
    name: v.pipe(v.string(), v.minLength(2, "Too short")),
    email: v.pipe(v.string(), v.email("Not an e-mail address")),
  });
}
let made = 0;

type Validate = ReturnType<typeof useSchemaValidation<ReturnType<typeof receiverSchema>>>;

const seen: { validate?: Validate } = {};

function Receiver() {
  seen.validate = useSchemaValidation(receiverSchema, []);
  return createElement("form", null, createElement("input", { name: "name" }));
}

/** Renders a form component as the server does and hands back its validation. */
function rendered(): Validate {
  seen.validate = undefined;
  renderToString(createElement(Receiver));
  if (!seen.validate) throw new Error("not rendered");
  return seen.validate;
}

function form(data: Record<string, string>): FormData {
  const formData = new FormData();
  for (const [key, value] of Object.entries(data)) formData.set(key, value);
  return formData;
}

describe("a form's validation in the browser", () => {
  it("is not made while the form renders", () => {
    made = 0;
    rendered();
    expect(made).toBe(0);
  });

  it("answers with the schema's messages and values, the schema made once", () => {
    made = 0;
    const check = rendered();
    const bad = check({ formData: form({ name: "J", email: "jan@" }) });
    expect(bad.status).toBe("error");
    expect(bad.status === "error" ? bad.error : null).toEqual({
      name: ["Too short"],
      email: ["Not an e-mail address"],
    });
    const good = check({ formData: form({ name: "Jan", email: "jan@example.be" }) });
    expect(good.status).toBe("success");
    expect(good.status === "success" ? good.value : null).toEqual({ name: "Jan", email: "jan@example.be" });
    expect(made).toBe(1);
  });
});
