/**
 * The basket's receiver and delivery forms without JavaScript are rendered from `staticForm`, with
 * JavaScript from Conform's `useForm`; every page form of `usePageForm` is rendered from it on the
 * server and hydrated with `useForm` in the browser. The same fields must come out the same — the
 * shopper's values and the errors of a failed post beside their fields, ids that tie them together —
 * whichever made them. Each case renders one form both ways and compares the markup.
 */
import { type FieldMetadata, type FormMetadata, getFormProps, getInputProps, useForm } from "@conform-to/react";
import { createElement, useId } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormField } from "../components/ui/FormField";
import { usePageForm, useServerForm } from "./page-form";
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

/** The payment step's shape: a default left out, fields that have none, radios and a checkbox. */
type Payment = {
  method?: string;
  idempotencyKey: string;
  terms?: string | boolean;
  issuer?: string | null;
  blikCode?: string | number;
};

/** A control further down that names itself with React's `useId` (as the searchable select does). */
function Described() {
  const id = useId();
  return createElement("p", { id: `hint${id}` }, "Hint");
}

function PaymentFields({ metadata: [form, fields] }: { metadata: ReturnType<typeof useForm<Payment>> }) {
  return createElement(
    "form",
    getFormProps(form),
    createElement("p", { id: form.errorId }, form.errors?.join(" ")),
    ["bancontact", "card"].map((value) =>
      createElement("input", { ...getInputProps(fields.method, { type: "radio", value }), key: value }),
    ),
    createElement("p", { id: fields.method.errorId }, fields.method.errors?.[0]),
    createElement("input", {
      type: "hidden",
      name: fields.idempotencyKey.name,
      value: fields.idempotencyKey.initialValue,
    }),
    createElement("input", getInputProps(fields.terms, { type: "checkbox" })),
    createElement(FormField, { field: fields.issuer, label: "Bank" }),
    createElement(FormField, { field: fields.blikCode, label: "BLIK code", required: true }),
    createElement(Described),
  );
}

type PaymentProps = { defaultValue: Payment; lastResult: Result };

function PaymentOnTheServer({ defaultValue, lastResult }: PaymentProps) {
  return createElement(PaymentFields, {
    metadata: useServerForm<Payment>({ id: "payment", defaultValue, lastResult: lastResult as never }),
  });
}

function PaymentInTheBrowser({ defaultValue, lastResult }: PaymentProps) {
  return createElement(PaymentFields, {
    metadata: useForm<Payment>({ id: "payment", defaultValue, lastResult: lastResult as never }),
  });
}

const paymentBoth = (defaultValue: Payment, lastResult: Result) =>
  [PaymentOnTheServer, PaymentInTheBrowser].map((component) =>
    renderToString(createElement(component, { defaultValue, lastResult })),
  );

describe("a page form on the server (usePageForm)", () => {
  it("is made without Conform's state where there is no document", () => {
    expect(usePageForm).toBe(useServerForm);
  });

  it("checks the default choice and reads fields that have no default, as Conform does", () => {
    const [server, browser] = paymentBoth({ method: "card", idempotencyKey: "k-1" }, undefined);
    expect(server).toMatch(/checked="" value="card"/);
    expect(server).toContain('value="k-1"');
    expect(server).toContain('id="payment-blikCode"');
    // React's ids further down come out the same whichever made the form.
    expect(server).toMatch(/id="hint:[^"]+:"/);
    expect(server).toBe(browser);
  });

  it("serializes defaults that are not text as Conform does", () => {
    for (const defaults of [
      { idempotencyKey: "k-1", terms: true, issuer: null, blikCode: 123456 },
      { idempotencyKey: "k-1", terms: false, issuer: "", blikCode: 0 },
    ]) {
      const [server, browser] = paymentBoth(defaults, undefined);
      expect(server).toBe(browser);
    }
    expect(paymentBoth({ idempotencyKey: "k-1", terms: true, blikCode: 123456 }, undefined)[0]).toMatch(
      /type="checkbox" checked=""[^>]*>.*value="123456"/,
    );
  });

  it("leaves the choice open when the default is missing", () => {
    const [server, browser] = paymentBoth({ method: undefined, idempotencyKey: "k-1" }, undefined);
    expect(server).not.toContain("checked");
    expect(server).toBe(browser);
  });

  it("keeps the choices of a failed post and shows its errors, also on fields without a default", () => {
    const lastResult: Result = {
      status: "error",
      initialValue: { method: "bancontact", idempotencyKey: "k-1", terms: "on", blikCode: "12" },
      error: { blikCode: ["6 digits"], method: ["Choose how you pay"], "": ["Payment refused"] },
    };
    const [server, browser] = paymentBoth({ method: "card", idempotencyKey: "k-1" }, lastResult);
    expect(server).toMatch(/checked="" value="bancontact"/);
    expect(server).toMatch(/type="checkbox"[^>]*checked=""/);
    expect(server).toMatch(/id="payment-blikCode-error"[^>]*>6 digits/);
    expect(server).toContain("Payment refused");
    expect(server).toBe(browser);
  });
});
