/**
 * The balance doubler on PGlite (and PostgreSQL when TEST_DATABASE_URL is set), with a fixed clock:
 * entries (an active card of this storefront, once per draw, each card status with its message) and
 * the draw — exactly one winner per storefront and month, the winner's balance doubled through the
 * ledger, winner and entrants mailed; re-runs and concurrent runs change nothing more; a day that is
 * not the month's first Monday draws nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueTestCard } from "../../tests/fixtures/cards";
import { backends } from "../../tests/fixtures/db";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import { createDatabaseRateLimits } from "../accounts/rate-limit.server";
import { ErrorCode } from "../api/errors";
import type { DatabaseHandle } from "../db/db.server";
import { JobQueue } from "../fulfilment/jobs.server";
import { runDraw, runDueDraws } from "./draw.server";
import { enterDoubler } from "./entries.server";

const { registry } = await shippedRegistry();
const be = registry.get("kadoo-be");
const nl = registry.get("kadoo-nl");

/** Before December 2026's draw (Monday 7 December) in Brussels and Amsterdam. */
const BEFORE = new Date("2026-11-30T10:00:00Z");
const FIRST_MONDAY = new Date("2026-12-07T06:00:00Z");

describe.each(backends())("the doubler on $name", (backend) => {
  let handle: DatabaseHandle;
  let jobs: JobQueue;
  let address = 0;
  beforeAll(async () => {
    handle = await backend.open();
    jobs = new JobQueue(handle.db);
  });
  afterAll(() => handle?.close());

  const deps = () => ({ db: handle.db, limits: createDatabaseRateLimits(handle.db) });
  const enter = (sf = be, cardNumber: string, now = BEFORE, email = "deelnemer@example.be") =>
    enterDoubler(deps(), sf, {
      firstName: "Saar",
      lastName: "Peeters",
      email,
      cardNumber,
      language: sf.defaultLanguage,
      address: `10.40.${++address}.1`,
      now,
    });
  const balanceOf = async (number: string) =>
    Number(
      (await handle.db.selectFrom("giftcards").select("balance").where("number", "=", number).executeTakeFirstOrThrow())
        .balance,
    );

  it("an active card joins the coming draw, once", async () => {
    // Months of their own: the draw test below counts December 2026's entrants.
    const card = await issueTestCard(handle.db, be, 25);
    const april = new Date("2027-04-10T10:00:00Z");
    const first = await enter(be, card.number, april);
    expect(first).toMatchObject({ ok: true, drawMonth: "2027-05", drawDay: "2027-05-03" });
    expect(await enter(be, card.number, april)).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: ErrorCode.DoublerAlreadyEntered,
        referencedRequestParameter: "cardNumber",
      }),
    });
    // From the draw day on, an entry joins next month's draw.
    expect(await enter(be, card.number, new Date("2027-05-03T08:00:00Z"))).toMatchObject({
      ok: true,
      drawMonth: "2027-06",
    });
  });

  it.each([
    ["unknown", ErrorCode.DoublerCardUnknown, null],
    ["blocked", ErrorCode.CardBlocked, { blocked: true }],
    ["not activated", ErrorCode.CardNotActivated, { activated_at: null }],
    ["expired", ErrorCode.CardExpired, { expires_at: new Date("2026-01-01T00:00:00Z") }],
    ["no balance", ErrorCode.CardNoBalance, { balance: 0 }],
    ["a test card", ErrorCode.CardTest, { is_test: true }],
  ] as const)("%s: refused with its message", async (_name, code, change) => {
    const card = await issueTestCard(handle.db, be, 25);
    const number = change ? card.number : `${card.number.slice(0, 12)}${String(9_999_999 - address).padStart(7, "0")}`;
    if (change) await handle.db.updateTable("giftcards").set(change).where("number", "=", card.number).execute();
    const result = await enter(be, number);
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ code, referencedRequestParameter: "cardNumber" }),
    });
  });

  it("a card of another storefront is refused with its message", async () => {
    const card = await issueTestCard(handle.db, nl, 25);
    expect(await enter(be, card.number)).toEqual({
      ok: false,
      error: expect.objectContaining({ code: ErrorCode.CardAnotherStore }),
    });
  });

  it("the draw: one winner per storefront on the first Monday, its balance doubled, everyone mailed — once", async () => {
    const cards = await Promise.all([10, 20, 30].map((value) => issueTestCard(handle.db, be, value)));
    for (const [i, card] of cards.entries()) await enter(be, card.number, BEFORE, `deelnemer${i}@example.be`);
    const nlCard = await issueTestCard(handle.db, nl, 40);
    await enter(nl, nlCard.number, BEFORE, "deelnemer@example.nl");

    // Not the first Monday: nothing (the day before, the day after, the second Monday).
    for (const day of ["2026-12-06T10:00:00Z", "2026-12-08T10:00:00Z", "2026-12-14T10:00:00Z"]) {
      expect(await runDueDraws({ db: handle.db, jobs }, [be, nl], new Date(day))).toEqual([]);
    }
    const before = await Promise.all(cards.map((c) => balanceOf(c.number)));

    const results = await runDueDraws({ db: handle.db, jobs }, [be, nl], FIRST_MONDAY);
    expect(results[0]).toMatchObject({ storeId: be.storeId, entries: 3 });
    expect(results.map((r) => [r.storeId, r.drawMonth, r.ran])).toEqual([
      [be.storeId, "2026-12", true],
      [nl.storeId, "2026-12", true],
    ]);
    const after = await Promise.all(cards.map((c) => balanceOf(c.number)));
    const won = after.map((value, i) => value - before[i]).filter((gain) => gain !== 0);
    expect(won).toHaveLength(1);
    const winner = after.findIndex((value, i) => value !== before[i]);
    expect(after[winner]).toBe(before[winner] * 2);
    expect(await balanceOf(nlCard.number)).toBe(80);
    const ledger = await handle.db
      .selectFrom("giftcard_ledger")
      .select(["kind", "reference"])
      .where("kind", "=", "doubler")
      .where("store_id", "=", be.storeId)
      .execute();
    expect(ledger).toEqual([{ kind: "doubler", reference: "doubler:2026-12" }]);
    const mails = await handle.db
      .selectFrom("mail_outbox")
      .select(["to_address", "subject"])
      .where("kind", "=", "doubler")
      .where("store_id", "=", be.storeId)
      .execute();
    // Every entrant of kadoo-be's draw, in Dutch: one winner, the others told.
    expect(mails.filter((m) => m.subject === "Je saldo is verdubbeld!")).toHaveLength(1);
    expect(mails).toHaveLength(3);

    // Again, and twice at once: nothing more.
    const again = await Promise.all([
      runDueDraws({ db: handle.db, jobs }, [be, nl], FIRST_MONDAY),
      runDraw({ db: handle.db, jobs }, be, "2026-12", FIRST_MONDAY),
    ]);
    expect(again.flat().every((r) => !r.ran)).toBe(true);
    expect(await Promise.all(cards.map((c) => balanceOf(c.number)))).toEqual(after);
  });

  it("two processes drawing the same month at once: exactly one draws", async () => {
    const card = await issueTestCard(handle.db, be, 15);
    expect(await enter(be, card.number, new Date("2027-02-10T10:00:00Z"))).toMatchObject({ drawMonth: "2027-03" });
    const runs = await Promise.all(
      Array.from({ length: 4 }, () =>
        runDraw({ db: handle.db, jobs }, be, "2027-03", new Date("2027-03-01T08:00:00Z")),
      ),
    );
    expect(runs.filter((r) => r.ran)).toHaveLength(1);
    expect(await balanceOf(card.number)).toBe(30);
  });
});
