/**
 * A form's fields as the server prints them after a failed post (spec §5: the message beside its field,
 * the value kept): each field its own name, value, error and error id.
 */
import { useForm } from "@conform-to/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormField } from "./FormField";

function ReceiverForm() {
  const [form, fields] = useForm<{ name: string; email: string; phone: string }>({
    id: "receiver",
    lastResult: {
      status: "error",
      initialValue: { name: "J", email: "jan@", phone: "0470 12 34 56" },
      error: { name: ["Too short"], email: ["Not an e-mail address"] },
    },
    constraint: { name: { required: true, minLength: 2 }, email: { required: true } },
    shouldValidate: "onBlur",
  });
  return createElement(
    "form",
    { id: form.id },
    createElement(FormField, { field: fields.name, label: "Name" }),
    createElement(FormField, { field: fields.email, type: "email", label: "E-mail" }),
    createElement(FormField, { field: fields.phone, type: "tel", label: "Phone" }),
  );
}

const inputOf = (html: string, name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? "";

describe("a form's fields after a failed post", () => {
  const html = renderToString(createElement(ReceiverForm));

  it("keep what the shopper typed, each in its own field", () => {
    expect(inputOf(html, "name")).toContain('value="J"');
    expect(inputOf(html, "email")).toContain('value="jan@"');
    expect(inputOf(html, "phone")).toContain('value="0470 12 34 56"');
  });

  it("show each field's own error, tied to it by id, and only there", () => {
    expect(inputOf(html, "name")).toContain('aria-invalid="true"');
    expect(inputOf(html, "name")).toContain('aria-describedby="receiver-name-error"');
    expect(inputOf(html, "email")).toContain('aria-describedby="receiver-email-error"');
    expect(inputOf(html, "phone")).not.toContain("aria-invalid");
    expect(html).toMatch(/id="receiver-name-error"[^>]*>[^<]*Too short/);
    expect(html).toMatch(/id="receiver-email-error"[^>]*>[^<]*Not an e-mail address/);
  });

  it("carry each field's own constraints (required is announced; the shop's own message replaces the browser's)", () => {
    expect(inputOf(html, "name")).toContain('aria-required="true"');
    expect(inputOf(html, "name")).toContain('minLength="2"');
    expect(inputOf(html, "email")).toContain('aria-required="true"');
    expect(inputOf(html, "email")).not.toContain("minLength");
    expect(inputOf(html, "phone")).not.toContain("required");
  });
});
