/**
 * Issue 44's acceptance for the human check and the limits, through the API as pages and scripts
 * reach it: a page's action in process (the in-process client, with the visitor's session) and a
 * script's POST /graphql (the API's HTTP handler). Runs on PGlite, on PostgreSQL when
 * TEST_DATABASE_URL is set, and with the counters in Redis when TEST_REDIS_URL is set.
 *
 * - A form pass is good once, for the session and the forms it was issued to, and never over HTTP.
 * - Log-in counts wrong passwords only: 20 accounts log in from one address; 20 wrong passwords for one
 *   account from 20 addresses are stopped by the per-account limit, whose owner still logs in with a
 *   solved check and hears of it by mail (once).
 * - Card checks count wrong ones only: a holder checks their card 10 times and pays with it; 640
 *   checks from one client's network do not refuse a holder elsewhere.
 */
import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solvedCaptcha } from "../../tests/fixtures/captcha";
import { issueTestCard } from "../../tests/fixtures/cards";
import { backends } from "../../tests/fixtures/db";
import { CAPTCHA_KEY, requestContext, testServices } from "../../tests/fixtures/services";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import { createApiClient } from "../api/client.server";
import { ErrorCode } from "../api/errors";
import type { DatabaseHandle } from "../db/db.server";
import { checkCard, withinCardCheckLimits } from "../giftcards/check.server";
import { createApi } from "../graphql/yoga.server";
import { createCustomer } from "./accounts.server";
import { type Captcha, createCaptcha, type HumanCheckForm, PASS_MIN_AGE_MS } from "./captcha.server";
import { issueFormPass } from "./form-pass.server";
import { createDatabaseRateLimits, createRedisRateLimits, POLICIES, type RateLimits } from "./rate-limit.server";
import { readCookie, SessionScope } from "./session.server";

const { registry } = await shippedRegistry();
const be = registry.get("kadoo-be");
const PASSWORD = "Kado!2026-test";
const ERR = "errors { code referencedRequestParameter }";
const CHECK = `mutation($userData: UserDataInput!, $n: String!, $p: String!, $c: String!) {
  checkGiftCard(userData: $userData, cardNumber: $n, pin: $p, captchaToken: $c) { status ${ERR} } }`;
const PAY_CHECK = `mutation($userData: UserDataInput!, $n: String!, $p: String!, $c: String!) {
  checkGiftCardPayment(userData: $userData, cardNumber: $n, pin: $p, captchaToken: $c) { card { maskedNumber } ${ERR} } }`;
const LOGIN = `mutation($userData: UserDataInput!, $email: String!, $password: String!, $c: String!) {
  userLogin(userData: $userData, email: $email, password: $password, captchaToken: $c) { status ${ERR} } }`;

interface Setup {
  name: string;
  /** The shop's counters: the database's, or Redis's (with a prefix of this run's own). */
  limits(handle: DatabaseHandle): Promise<RateLimits & { close?(): Promise<void> }>;
}
const setups: Setup[] = backends().map((backend) => ({
  name: backend.name,
  limits: async (handle) => createDatabaseRateLimits(handle.db),
}));
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  setups.push({ name: "redis", limits: () => createRedisRateLimits(redisUrl, POLICIES, `human-${randomUUID()}`) });
}

describe.each(setups)("human check and limits ($name)", (setup) => {
  const backend = setup.name === "redis" ? backends()[0] : backends().find((b) => b.name === setup.name);
  let handle: DatabaseHandle;
  let limits: RateLimits & { close?(): Promise<void> };
  let captcha: Captcha;
  let services: ReturnType<typeof testServices>["services"];
  let api: ReturnType<typeof createApi>;
  let lastOctet = 0;
  const freshAddress = () => `10.${44 + Math.floor(++lastOctet / 250)}.${lastOctet % 250}.9`;

  beforeAll(async () => {
    if (!backend) throw new Error(`no backend ${setup.name}`);
    handle = await backend.open();
    limits = await setup.limits(handle);
    // Small proofs of work: the test solves dozens (the browser's are the real size).
    captcha = createCaptcha(CAPTCHA_KEY, limits, { maxNumber: 2_000 });
    services = { ...testServices(handle.db, registry).services, limits, captcha };
    api = createApi({ db: handle.db, registry, introspection: false, services, logErrors: (e) => console.error(e) });
  });
  afterAll(async () => {
    await limits?.close?.();
    await handle?.close();
  });

  /** A visitor: its session cookie (kept across calls, as a browser keeps it) and its address. */
  function visitor(ip = freshAddress()) {
    let token: string | null = null;
    const scope = () => {
      const base = requestContext(handle.db, be, token);
      const session = new SessionScope(
        handle.db,
        { storeId: be.storeId, pathPrefix: "", secure: false },
        token,
        (c) => {
          const value = c.split(";")[0] ?? "";
          if (value.startsWith(`sid_${be.storeId}=`)) token = readCookie(value, `sid_${be.storeId}`);
        },
      );
      return { ...base, session, ip };
    };
    const userData = { language: be.defaultLanguage, storeID: be.storeId, countryCode: be.country };
    return {
      ip,
      /** A page with the forms' human check, as its loader hands it out (the pass bound to the session). */
      async page(forms: readonly HumanCheckForm[], now = Date.now() - PASS_MIN_AGE_MS - 1000) {
        const { session } = scope();
        const context = { shared: false, session, services: { ...services, captcha: pastClock(captcha, now) } };
        return issueFormPass(context as unknown as AppLoadContext, forms);
      },
      /** The page's own action calling the API in process (the in-process client). */
      // biome-ignore lint/suspicious/noExplicitAny: the test reads what it asked for
      async action(query: string, variables: Record<string, unknown>): Promise<any> {
        const s = scope();
        const client = createApiClient(api, { ...s, language: be.defaultLanguage, pathname: "/" });
        return Object.values(await client.request<Record<string, unknown>, unknown>(query as never, variables))[0];
      },
      /** A script posting to /graphql with the visitor's cookie. */
      // biome-ignore lint/suspicious/noExplicitAny: the test reads what it asked for
      async http(query: string, variables: Record<string, unknown>): Promise<any> {
        const response = await api.fetch(
          "http://internal/graphql",
          {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ query, variables: { userData, ...variables } }),
          },
          scope(),
        );
        const json = (await response.json()) as { data: Record<string, unknown> };
        return Object.values(json.data)[0];
      },
    };
  }

  /** The captcha, handing out passes as if the page had been served at `now`. */
  function pastClock(inner: Captcha, now: number): Captcha {
    return { ...inner, formPass: (binding) => inner.formPass(binding, now) };
  }

  const codes = (answer: { errors: { code: number }[] }) => answer.errors.map((e) => e.code);
  const solved = () => solvedCaptcha(captcha);

  describe("the form pass", () => {
    it("a scraped pass is refused over HTTP, and by a second use; the page's own action takes it once", async () => {
      const card = await issueTestCard(handle.db, be, 20);
      const script = visitor();
      const scraped = await script.page(["cardCheck"]);
      expect(codes(await script.http(CHECK, { n: card.number, p: card.pin, c: scraped }))).toEqual([
        ErrorCode.CaptchaFailed,
      ]);
      // The same visitor through the page's action: accepted (the HTTP try did not use it up).
      expect(await script.action(CHECK, { n: card.number, p: card.pin, c: scraped })).toEqual({
        status: true,
        errors: [],
      });
      expect(codes(await script.action(CHECK, { n: card.number, p: card.pin, c: scraped }))).toEqual([
        ErrorCode.CaptchaFailed,
      ]);
    });

    it("a pass issued to another session, for another form, or too soon after the page is refused", async () => {
      const card = await issueTestCard(handle.db, be, 20);
      const owner = visitor();
      const other = visitor();
      const ownersPass = await owner.page(["cardCheck"]);
      await other.page(["login"]);
      expect(codes(await other.action(CHECK, { n: card.number, p: card.pin, c: ownersPass }))).toEqual([
        ErrorCode.CaptchaFailed,
      ]);
      const loginPass = await owner.page(["identify", "login"]);
      expect(codes(await owner.action(CHECK, { n: card.number, p: card.pin, c: loginPass }))).toEqual([
        ErrorCode.CaptchaFailed,
      ]);
      const fresh = await owner.page(["cardCheck"], Date.now());
      expect(codes(await owner.action(CHECK, { n: card.number, p: card.pin, c: fresh }))).toEqual([
        ErrorCode.CaptchaFailed,
      ]);
      // The owner's own pass for this form still works: none of the tries above used it.
      expect(codes(await owner.action(CHECK, { n: card.number, p: card.pin, c: ownersPass }))).toEqual([]);
    });

    it("a page gives its visitor a session to bind the pass to; a shared page never carries one", async () => {
      const session = new SessionScope(
        handle.db,
        { storeId: be.storeId, pathPrefix: "", secure: false },
        null,
        () => {},
      );
      const context = { shared: false, session, services };
      const pass = await issueFormPass(context as unknown as AppLoadContext, ["quote"]);
      expect(pass).toMatch(/^pass\./);
      expect(session.hasCookie).toBe(true);
      await expect(
        issueFormPass({ ...context, shared: true } as unknown as AppLoadContext, ["quote"]),
      ).rejects.toThrow();
    });
  });

  describe("log-in", () => {
    async function account(name: string) {
      const email = `${name}.${randomUUID().slice(0, 8)}@example.be`;
      const created = await createCustomer(handle.db, be.storeId, {
        email,
        password: PASSWORD,
        profile: { firstName: "An", lastName: "Peeters" },
        subscribed: false,
      });
      if (!created.ok) throw new Error("account not created");
      return email;
    }

    it("20 correct log-ins of different accounts from one address within 15 minutes all succeed", async () => {
      const emails = await Promise.all(Array.from({ length: 20 }, (_, i) => account(`office${i}`)));
      const address = freshAddress();
      for (const email of emails) {
        const answer = await visitor(address).http(LOGIN, { email, password: PASSWORD, c: await solved() });
        expect(answer, email).toEqual({ status: true, errors: [] });
      }
      // They used up nothing: the address's whole allowance of wrong passwords is left, and then it holds.
      const failures: number[][] = [];
      for (let i = 0; i <= POLICIES.loginAddress.points; i++) {
        const email = emails[i % emails.length];
        failures.push(
          codes(await visitor(address).http(LOGIN, { email, password: "Wrong!office", c: await solved() })),
        );
      }
      expect(failures.at(-1)).toEqual([ErrorCode.RateLimited]);
      expect(failures.slice(0, -1)).toEqual(Array(POLICIES.loginAddress.points).fill([ErrorCode.WrongCredentials]));
    });

    it("20 wrong passwords from 20 addresses are stopped by the per-account limit; the owner logs in with a solved check and is told once", async () => {
      const email = await account("target");
      const answers: number[][] = [];
      for (let i = 0; i < 20; i++) {
        const attacker = visitor();
        const pass = await attacker.page(["identify", "login"]);
        answers.push(codes(await attacker.action(LOGIN, { email, password: `Wrong!${i}-guess`, c: pass })));
      }
      const allowed = POLICIES.loginAccount.points;
      expect(answers.slice(0, allowed)).toEqual(Array(allowed).fill([ErrorCode.WrongCredentials]));
      expect(answers.slice(allowed)).toEqual(Array(20 - allowed).fill([ErrorCode.RateLimited]));

      // The owner: a form pass is not enough now, a solved check is — with the right password only.
      const owner = visitor();
      const pass = await owner.page(["identify", "login"]);
      expect(codes(await owner.action(LOGIN, { email, password: PASSWORD, c: pass }))).toEqual([ErrorCode.RateLimited]);
      expect(codes(await owner.http(LOGIN, { email, password: "Wrong!again", c: await solved() }))).toEqual([
        ErrorCode.WrongCredentials,
      ]);
      expect(await owner.http(LOGIN, { email, password: PASSWORD, c: await solved() })).toEqual({
        status: true,
        errors: [],
      });

      // One notice, in the account's language (kadoo-be's Dutch: no order of its own yet), with the way out.
      const notices = await handle.db
        .selectFrom("mail_outbox")
        .select(["kind", "subject", "text_body"])
        .where("to_address", "=", email)
        .execute();
      expect(notices).toEqual([
        { kind: "login-notice", subject: "Ongebruikelijke inlogpogingen op je account", text_body: expect.any(String) },
      ]);
      expect(notices[0]?.text_body).toContain("/account/wachtwoord-vergeten");
    });

    it("wrong passwords from one address for one account stop there, and a correct log-in clears them", async () => {
      const email = await account("typo");
      const me = visitor();
      for (let i = 0; i < POLICIES.login.points - 1; i++) {
        expect(codes(await me.http(LOGIN, { email, password: "Wrong!typo-1", c: await solved() }))).toEqual([
          ErrorCode.WrongCredentials,
        ]);
      }
      expect((await me.http(LOGIN, { email, password: PASSWORD, c: await solved() })).status).toBe(true);
      const again = visitor(me.ip);
      for (let i = 0; i < POLICIES.login.points; i++) {
        expect(codes(await again.http(LOGIN, { email, password: "Wrong!typo-2", c: await solved() }))).toEqual([
          ErrorCode.WrongCredentials,
        ]);
      }
      expect(codes(await again.http(LOGIN, { email, password: PASSWORD, c: await solved() }))).toEqual([
        ErrorCode.RateLimited,
      ]);
    });
  });

  describe("card checks", () => {
    it("a holder's 10 correct checks of their own card and a payment check with it all succeed", async () => {
      const card = await issueTestCard(handle.db, be, 40);
      const holder = visitor();
      for (let i = 0; i < 10; i++) {
        const answer = await holder.http(CHECK, { n: card.number, p: card.pin, c: await solved() });
        expect(answer, `check ${i + 1}`).toEqual({ status: true, errors: [] });
      }
      const paying = await holder.http(PAY_CHECK, { n: card.number, p: card.pin, c: await solved() });
      expect(paying.errors).toEqual([]);
      expect(paying.card.maskedNumber).toMatch(/\d{3}$/);
    });

    it("wrong pins still count on the card whatever the address: then even the right pin waits", async () => {
      const card = await issueTestCard(handle.db, be, 40);
      for (let i = 0; i < POLICIES.cardCheckCard.points; i++) {
        const wrong = card.pin === "000000" ? "111111" : "000000";
        expect(codes(await visitor().http(CHECK, { n: card.number, p: wrong, c: await solved() }))).toEqual([
          ErrorCode.CardUnknown,
        ]);
      }
      expect(codes(await visitor().http(CHECK, { n: card.number, p: card.pin, c: await solved() }))).toEqual([
        ErrorCode.PinRateLimited,
      ]);
    });

    it("640 checks from one client's network do not refuse a holder from another network", async () => {
      const card = await issueTestCard(handle.db, be, 40);
      const prefix = be.giftcards.prefixes[0] ?? "";
      const guesses = Array.from({ length: 640 }, (_, i) => ({
        number: `${prefix}${String(i).padStart(19 - prefix.length, "7")}`.slice(0, 19),
        // One client, spoofing every address of its /24 (and an IPv4-mapped one among them).
        address: i % 7 ? `203.0.113.${i % 256}` : `::ffff:203.0.113.${i % 256}`,
      }));
      let allowed = 0;
      for (let i = 0; i < guesses.length; i += 32) {
        const batch = guesses.slice(i, i + 32);
        const answers = await Promise.all(
          batch.map((g) => withinCardCheckLimits(limits, be.storeId, g.number, g.address)),
        );
        allowed += answers.filter((a) => a.allowed).length;
      }
      expect(allowed).toBeLessThanOrEqual(POLICIES.cardCheckNetwork.points);
      const holder = await checkCard({ db: handle.db, limits }, be, {
        number: card.number,
        pin: card.pin,
        address: "198.51.100.7",
      });
      expect(holder.ok).toBe(true);
      // The same from an IPv6 network next to the client's.
      const v6 = await checkCard({ db: handle.db, limits }, be, {
        number: card.number,
        pin: card.pin,
        address: "2001:db8:44::1",
      });
      expect(v6.ok).toBe(true);
    });
  });
});
