import { setupI18n } from "@lingui/core";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { deliverySchema, quantitySchema, receiverSchema } from "./basket.schema";

const i18n = setupI18n({ locale: "en", messages: { en: {} } });
const issues = (schema: v.GenericSchema, input: unknown) =>
  Object.fromEntries((v.safeParse(schema, input).issues ?? []).map((i) => [v.getDotPath(i) ?? "", i.message]));

describe("basket forms (spec §2 delivery receiver, delivery date and time)", () => {
  it("a receiver needs a name and the same e-mail twice; the phone is optional but valid", () => {
    const schema = receiverSchema(i18n, "BE");
    const base = {
      intent: "receiver",
      shipmentTag: "digital-abc",
      name: "Jan",
      email: "jan@example.be",
      confirmEmail: "jan@example.be",
    };
    expect(issues(schema, base)).toEqual({});
    expect(issues(schema, { ...base, confirmEmail: "jan@example.nl", phone: "12" })).toEqual({
      confirmEmail: "The e-mail addresses do not match",
      phone: "Please enter valid phone number",
    });
    expect(issues(schema, { ...base, shipmentTag: "../x" })).toHaveProperty("shipmentTag");
  });
  it("a digital delivery is now or at a future moment; a physical one on an offered dispatch date", () => {
    const schema = deliverySchema(i18n, {
      timeZone: "Europe/Brussels",
      dispatchDates: ["2026-11-23", "2026-11-24"],
      now: () => new Date("2026-11-23T09:00:00Z"),
    });
    expect(issues(schema, { intent: "delivery", shipmentTag: "digital-a", when: "now" })).toEqual({});
    expect(
      issues(schema, {
        intent: "delivery",
        shipmentTag: "digital-a",
        when: "later",
        date: "2026-11-22",
        time: "10:00",
      }),
    ).toEqual({
      time: "Choose a moment in the future.",
    });
    expect(issues(schema, { intent: "delivery", shipmentTag: "physical-a", dispatchDate: "2026-11-28" })).toEqual({
      dispatchDate: "Choose a working day from the list",
    });
    expect(issues(schema, { intent: "delivery", shipmentTag: "physical-a", dispatchDate: "2026-11-24" })).toEqual({});
  });
  it("a quantity is a whole number from 1 to 50", () => {
    const schema = quantitySchema(i18n);
    const base = { intent: "quantity", shipmentTag: "digital-a", packageId: "p1" };
    expect(issues(schema, { ...base, quantity: "3" })).toEqual({});
    expect(issues(schema, { ...base, quantity: "0" })).toEqual({ quantity: "Choose a quantity between 1 and 50." });
    expect(issues(schema, { ...base, quantity: "2.5" })).toEqual({ quantity: "Enter a whole number of cards." });
  });
});
