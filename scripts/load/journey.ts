/**
 * One shopper's mixed journey for `npm run load`, the way a browser without JavaScript makes it (every
 * step a real request of the built server, nothing bypassed): the home, a list and a product page of a
 * storefront (rotating over storefronts and languages), a search as the search box sends it, then on
 * kadoo-be a card put in the basket for a receiver, the basket, the checkout's steps, payment on
 * TestPay's page (authorised), the confirmation; then the receiver checks the card just bought on the
 * balance check (the card read from the local outbox) and opens the redeem shop.
 *
 * Every shopper comes from an address of its own (`X-Forwarded-For`, the server trusting its proxy), as
 * behind a load balancer, so per-address limits count per shopper.
 */
import { randomUUID } from "node:crypto";
import { BELGIAN_BILLING, belgianDetails } from "../bench/checkout-forms";
import type { Client } from "../bench/http";

export interface Step {
  step: string;
  ms: number;
  status: number;
  /** The answer was not what a shopper gets on this step (a network error counts as status 0). */
  error: boolean;
}

export interface Browse {
  host: string;
  home: string;
  list: string;
  product: string;
  /** search_v1's userData of the storefront. */
  userData: { language: string; storeID: number; countryCode: string };
}

/** The checkout and redeem part runs on the default storefront (TestPay's Bancontact). */
const SHOP = { host: "localhost", product: "/cadeaubonnen/apple-gift-card/", basket: "/winkelmandje/" };
const SEARCH_WORDS = ["rest", "wellness", "spa", "boek", "reis", "sport", "kind", "cadeau", "bistro", "sushi"];
/** The balance check's form pass is good from 3 seconds after the page was served. */
const FORM_PASS_DELAY_MS = 3_200;
const SEARCH_QUERY = `query s($userData: UserDataInput!, $inputText: String!) {
  search_v1(userData: $userData, inputText: $inputText) { errors { code } }
}`;

const pathOf = (location: string | undefined) => {
  if (!location) return null;
  const url = new URL(location, "http://localhost");
  return `${url.pathname}${url.search}`;
};

class Jar {
  private readonly cookies = new Map<string, string>();

  take(setCookie: string[] | undefined) {
    for (const c of setCookie ?? []) {
      const [pair] = c.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  header(): Record<string, string> {
    if (!this.cookies.size) return {};
    return { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") };
  }
}

export class Journey {
  readonly steps: Step[] = [];
  private readonly jar = new Jar();

  constructor(
    /** One client per app process: the shopper's requests go to them in turn (LOAD_PROCESSES). */
    private readonly clients: Client[],
    private readonly n: number,
    private readonly address: string,
  ) {}

  private calls = 0;

  /** The process the next request goes to: behind a load balancer without sticky sessions. */
  private next(): Client {
    return this.clients[this.calls++ % this.clients.length];
  }

  private async call(
    step: string,
    method: "GET" | "POST",
    host: string,
    target: string,
    expect: (status: number) => boolean,
    body?: { form?: Record<string, string>; json?: unknown },
  ) {
    const headers: Record<string, string> = { "x-forwarded-for": this.address, ...this.jar.header() };
    let payload: string | undefined;
    if (body?.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      payload = new URLSearchParams(body.form).toString();
    } else if (body?.json) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body.json);
    }
    const started = performance.now();
    try {
      const answer = await this.next().request(method, host, target, headers, payload);
      this.jar.take(answer.headers["set-cookie"]);
      this.steps.push({ step, ms: performance.now() - started, status: answer.status, error: !expect(answer.status) });
      return answer;
    } catch {
      this.steps.push({ step, ms: performance.now() - started, status: 0, error: true });
      return null;
    }
  }

  private get(step: string, host: string, target: string) {
    return this.call(step, "GET", host, target, (s) => s === 200);
  }

  /** A form post answered with a redirect (the next step) or the page again. */
  private post(step: string, host: string, target: string, form: Record<string, string>) {
    return this.call(step, "POST", host, target, (s) => s === 200 || (s >= 300 && s < 400), { form });
  }

  async run(browse: Browse) {
    await this.get("home", browse.host, browse.home);
    await this.get("list", browse.host, browse.list);
    await this.get("product", browse.host, browse.product);
    const word = SEARCH_WORDS[this.n % SEARCH_WORDS.length];
    await this.call("search", "POST", browse.host, "/graphql", (s) => s === 200, {
      json: { query: SEARCH_QUERY, variables: { userData: browse.userData, inputText: `${word} ${this.n}` } },
    });

    const check = await this.get("balance check page", SHOP.host, "/saldocheck/");
    const passServed = performance.now();
    const pass = /name="captchaToken" value="(pass\.[^"]+)"/.exec(check?.body.toString("utf8") ?? "")?.[1];

    const receiver = `load-${process.pid}-${this.n}@example.be`;
    await this.post("add to basket", SHOP.host, SHOP.product, {
      deliveryType: "digital",
      amount: "25",
      quantity: "1",
      sendTo: "others",
      "receivers[0].name": "Saar",
      "receivers[0].email": receiver,
      "receivers[0].confirmEmail": receiver,
    });
    await this.get("basket", SHOP.host, SHOP.basket);
    await this.get("checkout", SHOP.host, "/bestellen/");
    await this.post("checkout details", SHOP.host, "/bestellen/", belgianDetails(`buyer-${this.n}@example.be`));
    await this.post("checkout billing", SHOP.host, "/bestellen/", BELGIAN_BILLING);
    const paid = await this.post("place order", SHOP.host, "/bestellen/", {
      intent: "payment",
      method: "bancontact",
      terms: "on",
      idempotencyKey: randomUUID(),
    });
    // Redirects name absolute URLs; a browser asks for their path from the same host.
    const bank = pathOf(paid?.headers.location);
    if (!bank) return this.fail("TestPay page");
    await this.get("TestPay page", SHOP.host, bank);
    const decided = await this.post("TestPay authorise", SHOP.host, bank, { decision: "authorise" });
    const back = pathOf(decided?.headers.location);
    if (!back) return this.fail("confirmation");
    await this.call("confirmation", "GET", SHOP.host, back, (s) => s === 200 || (s >= 300 && s < 400));

    const card = await this.cardOf(receiver);
    if (!card || !pass) return this.fail("balance check");
    const wait = FORM_PASS_DELAY_MS - (performance.now() - passServed);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    await this.post("balance check", SHOP.host, "/saldocheck/", {
      intent: "check",
      cardNumber: card.number,
      pin: card.pin,
      captchaToken: pass,
    });
    // The redeem shop answers a recipient without a checked card with a redirect: an error here.
    await this.get("redeem shop", SHOP.host, "/saldocheck/inwisselen/");
  }

  /** A step that could not be made because the one before it did not lead there. */
  private fail(step: string) {
    this.steps.push({ step, ms: 0, status: 0, error: true });
  }

  /** The card e-mailed to `receiver` (issued by the server's job after payment), from the local outbox. */
  private async cardOf(receiver: string): Promise<{ number: string; pin: string } | null> {
    for (let i = 0; i < 60; i++) {
      const answer = await this.next().get(SHOP.host, `/__outbox/messages.json?to=${encodeURIComponent(receiver)}`);
      const mails = JSON.parse(answer.body.toString("utf8")) as { to: string; text: string }[];
      const match = mails
        .filter((m) => m.to === receiver)
        .map((m) => /((?:\d{4} ){4}\d{3})\D+(\d{6})\b/.exec(m.text))
        .find(Boolean);
      if (match) return { number: match[1].replaceAll(" ", ""), pin: match[2] };
      await new Promise((r) => setTimeout(r, 250));
    }
    return null;
  }
}
