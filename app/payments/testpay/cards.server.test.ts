import { runInNewContext } from "node:vm";
import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { backends } from "../../../tests/fixtures/db";
import { useTestPay } from "../../../tests/fixtures/testpay";
import type { PaymentOutcome } from "../provider";

describe.each(backends())("TestPay cards on $name", (backend) => {
  const h = useTestPay(backend);
  const { paymentRequest, deliver, pspOf, decidePage, page, tokenize, payByCard, cardFieldsDom, events } = h;

  describe("cards", () => {
    it.each<[string, string, PaymentOutcome["status"]]>([
      ["visa", "4111 1111 1111 1111", "authorised"],
      ["mastercard", "5555 5555 5555 4444", "authorised"],
      ["amex", "3714 496353 98431", "authorised"],
      ["bancontact", "6703 4444 4444 4449", "authorised"],
      ["another valid visa", "4242 4242 4242 4242", "authorised"],
      ["the refused card", "4000 0000 0000 0002", "refused"],
      ["the fraud card", "4100 0000 0000 0019", "fraud"],
      ["the retry-limit card", "4000 0000 0000 0119", "retryLimit"],
    ])("%s %s is %s at once, and the shop gets its webhook", async (_name, number, status) => {
      const outcome = await payByCard(number, number.startsWith("37") ? "7373" : "737");
      expect(outcome).toMatchObject({ status, pspReference: expect.stringMatching(/^TP/) });
      await deliver();
      expect(events()).toEqual([
        expect.objectContaining({
          eventCode: "AUTHORISATION",
          success: status === "authorised",
          pspReference: pspOf(outcome),
        }),
      ]);
    });

    it("the 3-D Secure card goes to the challenge; Authenticate authorises, Fail refuses", async () => {
      const outcome = await payByCard("4000 0000 0000 3220");
      const psp = pspOf(outcome);
      expect(outcome).toEqual({ status: "redirect", pspReference: psp, url: `${h.origin}/__testpay/3ds/${psp}` });
      const challenge = await page(`/3ds/${psp}`);
      expect(challenge.html).toContain("Visa •••• 3220");
      expect(challenge.html).toContain(">Authenticate</button>");
      expect(challenge.html).toContain(">Fail</button>");
      const done = await decidePage(`/3ds/${psp}`, { decision: "authorise" });
      const redirectResult = new URL(done.headers.get("location") as string).searchParams.get(
        "redirectResult",
      ) as string;
      expect(await h.provider.completeRedirect(psp, { redirectResult })).toEqual({
        status: "authorised",
        pspReference: psp,
      });

      const failing = pspOf(await payByCard("4000 0000 0000 3220"));
      const failed = await decidePage(`/3ds/${failing}`, { decision: "authenticationFailed" });
      const failedResult = new URL(failed.headers.get("location") as string).searchParams.get(
        "redirectResult",
      ) as string;
      expect(await h.provider.completeRedirect(failing, { redirectResult: failedResult })).toEqual({
        status: "refused",
        pspReference: failing,
        reason: "3D Not Authenticated",
      });
    });

    it("keeps only brand and last four of a card, never the number or CVC", async () => {
      const response = await tokenize({ number: "5555 5555 5555 4444", cvc: "737" });
      const body = (await response.json()) as { token: string; brand: string; last4: string };
      expect(body).toEqual({ token: expect.any(String), brand: "mastercard", last4: "4444" });
      const row = await h.handle.db
        .selectFrom("testpay_card_tokens")
        .selectAll()
        .where("token", "=", body.token)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ brand: "mastercard", last4: "4444", outcome: "authorised" });
      expect(JSON.stringify(row)).not.toContain("5555555555554444");
      expect(JSON.stringify(row)).not.toContain("737");
    });

    it.each<[string, Record<string, string>, string, string]>([
      ["a bad Luhn checksum", { number: "4111 1111 1111 1112" }, "number", "Enter a valid card number."],
      ["an unknown brand", { number: "9999 9999 9999 9995" }, "number", "This card brand is not accepted."],
      ["a past expiry", { number: "4111 1111 1111 1111", expiry: "01/20" }, "expiry", "This card has expired."],
      ["a month 13", { number: "4111 1111 1111 1111", expiry: "13/39" }, "expiry", "Enter the expiry date as MM/YY."],
      ["a 3-digit amex CVC", { number: "3714 496353 98431", cvc: "737" }, "cvc", "Enter the 4-digit security code."],
      ["a 4-digit visa CVC", { number: "4111 1111 1111 1111", cvc: "7373" }, "cvc", "Enter the 3-digit security code."],
      ["no name", { number: "4111 1111 1111 1111", holder: "  " }, "holder", "Enter the name on the card."],
    ])("tokenize rejects %s with 400 and stores nothing", async (_name, card, field, message) => {
      const before = await h.handle.db.selectFrom("testpay_card_tokens").select("token").execute();
      const response = await tokenize(card);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: { [field]: message } });
      expect(await h.handle.db.selectFrom("testpay_card_tokens").select("token").execute()).toHaveLength(before.length);
    });

    it("an unknown or expired token is an error, not a payment", async () => {
      expect(
        await h.provider.createPayment(paymentRequest({ method: "card", clientData: { cardToken: "tp_tok_nope" } })),
      ).toMatchObject({ status: "error" });
      expect(await h.provider.createPayment(paymentRequest({ method: "card" }))).toMatchObject({ status: "error" });
      const { token } = (await (await tokenize({ number: "4111 1111 1111 1111" })).json()) as { token: string };
      await sql`update testpay_card_tokens set created_at = now() - interval '2 hours' where token = ${token}`.execute(
        h.handle.db,
      );
      expect(
        await h.provider.createPayment(paymentRequest({ method: "card", clientData: { cardToken: token } })),
      ).toMatchObject({
        status: "error",
      });
    });

    it("serves the card fields as an accessible, framable page with its script as a file", async () => {
      const { response, html } = await page("/card-fields?lang=en");
      expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<label for="number">Card number</label>');
      expect(html).toMatch(/<input id="number"[^>]*autocomplete="cc-number" inputmode="numeric"/);
      expect(html).toMatch(/<input id="expiry"[^>]*autocomplete="cc-exp"/);
      expect(html).toMatch(/<input id="cvc"[^>]*autocomplete="cc-csc"/);
      expect(html).toMatch(/<input id="holder"[^>]*autocomplete="cc-name"/);
      expect(html).toContain('<button type="submit" data-use-card>Use this card</button>');
      expect(html).not.toMatch(/<script>/);
      const script = await page("/card-fields.js?lang=en");
      expect(script.response.headers.get("content-type")).toContain("javascript");
      expect(script.html).toContain('"visa","^4(\\\\d{12}|\\\\d{15})$"');
      expect(script.html).toContain('type: "testpay:card"');
    });

    it("the card fields' script checks the rules, shows the brand, tokenizes and hands the token to the shop's page", async () => {
      const script = (await page("/card-fields.js?lang=en")).html;
      const fields = cardFieldsDom();
      const posted: [unknown, string][] = [];
      runInNewContext(script, {
        document: fields.document,
        location: { origin: h.origin },
        fetch: (url: string, init: RequestInit) => fetch(`${h.origin}${url}`, init),
        window: { parent: { postMessage: (message: unknown, target: string) => posted.push([message, target]) } },
      });
      const rows = async () => (await h.handle.db.selectFrom("testpay_card_tokens").select("token").execute()).length;
      const before = await rows();

      fields.type("number", "4111 1111 1111 1112");
      expect(fields.el("brand").textContent).toBe("Card brand: visa");
      fields.type("expiry", "01/20");
      fields.type("cvc", "73");
      fields.submit();
      expect(fields.el("number-error").textContent).toBe("Enter a valid card number.");
      expect(fields.el("number").attributes["aria-invalid"]).toBe("true");
      expect(fields.el("expiry-error").textContent).toBe("This card has expired.");
      expect(fields.el("cvc-error").textContent).toBe("Enter the 3-digit security code.");
      expect(fields.el("holder-error").textContent).toBe("Enter the name on the card.");
      expect(await rows()).toBe(before);

      fields.type("number", "3714 496353 98431");
      expect(fields.el("brand").textContent).toBe("Card brand: amex");
      fields.type("expiry", "12/39");
      fields.type("cvc", "7373");
      fields.type("holder", "An Peeters");
      fields.submit();
      await vi.waitFor(() => expect(posted).toHaveLength(1));
      expect(posted[0]).toEqual([
        { type: "testpay:card", token: expect.any(String), brand: "amex", last4: "8431" },
        h.origin,
      ]);
      expect(fields.el("card-status").textContent).toBe("Card accepted: American Express ending in 8431.");
      expect(fields.el("number").attributes["aria-invalid"]).toBe("false");
    });

    it("names the language it shows: a language without texts falls back to English", async () => {
      expect((await page("/card-fields?lang=nl")).html).toContain('<html lang="en">');
    });
  });
});
