/**
 * The basket's receiver and delivery forms without JavaScript are rendered from `staticForm`, with
 * JavaScript from Conform's `useForm`: the same fields must come out the same — the shopper's values
 * and the errors of a failed post beside their fields, ids that tie them together — whichever made
 * them. Each case renders one form both ways and compares the markup.
 */
import { type FieldMetadata, type FormMetadata, getFormProps, getInputProps, useForm } from "@conform-to/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormField } from "../components/ui/FormField";
import { staticForm } from "./static-form";

type Shape = { name: string; email: string; when: string; time: string; phone: string };
type Metadata = [FormMetadata<Shape>, { [Name in keyof Shape]: FieldMetadata<string, Shape> }];
type Result = Parameters<typeof staticForm>[2];

const DEFAULTS: Shape = { name: "Els", email: "els@example.be", when: "later", time: "09:00", phone: "" };

function Fields({ metadata: [form, fields] }: { metadata: Metadata }) {
  return createElement(
    "form",
    getFormProps(form),
    createElement("p", { id: form.errorId }, form.errors?.join(" ")),
    createElement(FormField, { field: fields.name, label: "Name", required: true }),
    createElement(FormField, { field: fields.email, type: "email", label: "E-mail" }),
    createElement("input", getInputProps(fields.when, { type: "radio", value: "later" })),
    createElement("input", getInputProps(fields.time, { type: "time" })),
    createElement(FormField, { field: fields.phone, type: "tel", label: "Phone" }),
  );
}

function WithConform({ lastResult }: { lastResult: Result }) {
  const metadata = useForm<Shape>({ id: "receiver-s1", defaultValue: DEFAULTS, lastResult: lastResult as never });
  return createElement(Fields, { metadata: metadata as unknown as Metadata });
}

function WithStatic({ lastResult }: { lastResult: Result }) {
  return createElement(Fields, { metadata: staticForm("receiver-s1", DEFAULTS, lastResult) });
}

const both = (lastResult: Result) =>
  [WithStatic, WithConform].map((component) => renderToString(createElement(component, { lastResult })));

describe("a form rendered without Conform's state", () => {
  it("shows the defaults as Conform does before any post", () => {
    const [own, conform] = both(undefined);
    expect(own).toContain('value="els@example.be"');
    expect(own).toBe(conform);
  });

  it("keeps what the shopper typed and shows each error beside its field after a failed post", () => {
    const lastResult: Result = {
      status: "error",
      initialValue: { name: "E", email: "els@", when: "now", time: "", phone: "0470" },
      error: { name: ["Too short"], email: ["Not an e-mail address"], "": ["Not saved"] },
    };
    const [own, conform] = both(lastResult);
    expect(own).toContain('aria-describedby="receiver-s1-email-error"');
    expect(own).toMatch(/id="receiver-s1-name-error"[^>]*>[^<]*Too short/);
    expect(own).toContain("Not saved");
    expect(own).not.toContain('value="els@example.be"');
    expect(own).toBe(conform);
  });

  it("goes back to the defaults after a saved post (the reply resets the form)", () => {
    const [own, conform] = both({ initialValue: null });
    expect(own).toContain('value="Els"');
    expect(own).toBe(conform);
  });
});
