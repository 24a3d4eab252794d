/**
 * The recipient's pages for `npm run bench`: a card is bought on kadoo-be the way a browser without
 * JavaScript buys it (basket → details → billing → Bancontact on TestPay's page → authorised), read
 * from the local outbox, and checked on the balance check with the form pass; the redeem-path cookie
 * then opens the balance check (with its cards) and the redeem shop.
 */
import http from "node:http";
import { BELGIAN_BILLING, belgianDetails } from "./checkout-forms";

export interface RedeemBench {
  port: number;
  agent: http.Agent;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(
  b: RedeemBench,
  method: string,
  host: string,
  target: string,
  form?: Record<string, string>,
  cookie = "",
) {
  return new Promise<Answer>((resolve, reject) => {
    const url = new URL(target, `http://${host}:${b.port}`);
    const req = http.request(
      {
        host: "127.0.0.1",
        port: b.port,
        path: `${url.pathname}${url.search}`,
        method,
        agent: b.agent,
        headers: {
          host: `${url.hostname}:${b.port}`,
          ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    req.on("error", reject);
    req.end(form ? new URLSearchParams(form).toString() : undefined);
  });
}

const cookieOf = (a: Answer, name: string) =>
  (a.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).find((c) => c.startsWith(`${name}=`)) ?? "";

/** The balance check and redeem shop as a recipient with a checked card sees them (empty when it could not be set up). */
export async function redeemTargets(b: RedeemBench) {
  const host = "localhost";
  const email = "bench.saldo@example.be";
  const post = (target: string, form: Record<string, string>, cookie = "") =>
    request(b, "POST", host, target, form, cookie);
  const added = await post("/cadeaubonnen/apple-gift-card/", {
    deliveryType: "digital",
    amount: "50",
    quantity: "1",
    sendTo: "others",
    "receivers[0].name": "Saar",
    "receivers[0].email": email,
    "receivers[0].confirmEmail": email,
  });
  const shopper = cookieOf(added, "sid_95");
  if (!shopper) return [];
  const details = belgianDetails();
  await post("/bestellen/", details, shopper);
  const billing = BELGIAN_BILLING;
  await post("/bestellen/", billing, shopper);
  const payment = { intent: "payment", method: "bancontact", terms: "on", idempotencyKey: `bench-${Date.now()}-card` };
  const paid = await post("/bestellen/", payment, shopper);
  const bank = paid.headers.location;
  if (!bank) return [];
  const decided = await request(b, "POST", host, bank, { decision: "authorise" });
  if (decided.headers.location) await request(b, "GET", host, decided.headers.location, undefined, shopper);
  let card: RegExpExecArray | null = null;
  for (let i = 0; i < 50 && !card; i++) {
    const mails = JSON.parse((await request(b, "GET", host, "/__outbox/messages.json")).body) as {
      to: string;
      text: string;
    }[];
    const mail = mails.find((m) => m.to === email);
    card = mail ? /((?:\d{4} ){4}\d{3})\D+(\d{6})\b/.exec(mail.text) : null;
    if (!card) await new Promise((r) => setTimeout(r, 200));
  }
  if (!card) return [];
  const page = await request(b, "GET", host, "/saldocheck/");
  const pass = /name="captchaToken" value="(pass\.[^"]+)"/.exec(page.body)?.[1];
  // The pass is bound to the session the page gave the visitor (issue 44): its cookie goes with the post.
  const visitor = cookieOf(page, "sid_95");
  if (!pass || !visitor) return [];
  // The form pass is good from 3 seconds after the page was served.
  await new Promise((r) => setTimeout(r, 3_200));
  const checked = await request(
    b,
    "POST",
    host,
    "/saldocheck/",
    { intent: "check", cardNumber: card[1].replaceAll(" ", ""), pin: card[2], captchaToken: pass },
    visitor,
  );
  const cookie = cookieOf(checked, "rdm_95");
  if (!cookie) return [];
  // A returning recipient: the session the page gave them comes along (a page with a form pass has one).
  const both = `${cookie}; ${visitor}`;
  return [
    { name: "balance check (a card)", host, path: "/saldocheck/", headers: { cookie: both } },
    { name: "redeem shop kadoo-be", host, path: "/saldocheck/inwisselen/", headers: { cookie: both } },
  ];
}
