/**
 * The monthly doubler draw (spec §1, §9: the first Monday of the month; issue 14). For each storefront
 * whose local date is its month's first Monday, one run wins the draw's row (primary key store and
 * month) and, in the same transaction, picks one entry with a cryptographic random choice among the
 * entries whose card is still active, doubles that card's balance through the ledger (reference
 * `doubler:YYYY-MM`: once), and queues the mails to the winner and every other entrant. Re-runs and
 * concurrent runs find the row and do nothing (ADR 018).
 */
import { randomInt } from "node:crypto";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DB } from "../db/db.server";
import type { JobQueue } from "../fulfilment/jobs.server";
import { queueMail } from "../fulfilment/mail.server";
import { compose } from "../fulfilment/mails.server";
import { maskedNumber } from "../giftcards/check.server";
import { changeBalanceIn } from "../giftcards/ledger.server";
import { dateFormat, formatMoney } from "../i18n/format";
import { serverI18n } from "../i18n/server-i18n.server";
import { localeOf, type Storefront } from "../storefront/storefront";
import { LANGUAGES, type Language } from "../storefront/vocabulary";
import { type DrawMonth, drawDueAt } from "./draw-dates";

export interface DrawDeps {
  db: DB;
  jobs: JobQueue;
}

export type DrawResult =
  | { storeId: number; drawMonth: DrawMonth; ran: false }
  | { storeId: number; drawMonth: DrawMonth; ran: true; entries: number; winnerEntryId: number | null; amount: number };

interface Entrant {
  id: number;
  name: string;
  email: string;
  language: string;
  cardId: number;
  number: string;
  balance: number;
}

const languageOf = (sf: Storefront, language: string): Language =>
  (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : sf.defaultLanguage;

/** Every storefront's draw that is due now (the scheduler calls this; a storefront not due is skipped). */
export async function runDueDraws(deps: DrawDeps, storefronts: readonly Storefront[], now = new Date()) {
  const results: DrawResult[] = [];
  for (const sf of storefronts) {
    const month = drawDueAt(now, sf.checkout.timeZone);
    if (month) results.push(await runDraw(deps, sf, month, now));
  }
  return results;
}

/** One storefront's draw of a month: done once, whoever asks and however often. */
export async function runDraw(deps: DrawDeps, sf: Storefront, drawMonth: DrawMonth, now = new Date()) {
  return deps.db.transaction().execute(async (trx): Promise<DrawResult> => {
    const claimed = await trx
      .insertInto("doubler_draws")
      .values({ store_id: sf.storeId, draw_month: drawMonth, drawn_at: now })
      .onConflict((oc) => oc.columns(["store_id", "draw_month"]).doNothing())
      .returning("store_id")
      .executeTakeFirst();
    if (!claimed) return { storeId: sf.storeId, drawMonth, ran: false };

    const entrants: Entrant[] = (
      await trx
        .selectFrom("doubler_entries as e")
        .innerJoin("giftcards as g", "g.id", "e.giftcard_id")
        .select(["e.id", "e.name", "e.email", "e.language", "g.id as cardId", "g.number", "g.balance"])
        .where("e.store_id", "=", sf.storeId)
        .where("g.store_id", "=", sf.storeId)
        .where("e.draw_month", "=", drawMonth)
        .where("g.blocked", "=", false)
        .where("g.is_test", "=", false)
        .where("g.activated_at", "is not", null)
        .where("g.expires_at", ">", now)
        .where("g.balance", ">", "0")
        .orderBy("e.id")
        .execute()
    ).map((r) => ({ ...r, balance: Number(r.balance) }));
    if (entrants.length === 0)
      return { storeId: sf.storeId, drawMonth, ran: true, entries: 0, winnerEntryId: null, amount: 0 };

    const winner = entrants[randomInt(entrants.length)];
    // The balance at the draw, read under the card's lock: that is what is added.
    const card = await trx
      .selectFrom("giftcards")
      .select("balance")
      .where("id", "=", winner.cardId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const amount = Number(card.balance);
    const changed = await changeBalanceIn(trx, {
      cardId: winner.cardId,
      storeId: sf.storeId,
      kind: "doubler",
      amount,
      reference: `doubler:${drawMonth}`,
    });
    const newBalance = changed.ok ? changed.balance : amount;
    await trx
      .updateTable("doubler_draws")
      .set({ winner_entry_id: winner.id, entries: entrants.length, amount })
      .where("store_id", "=", sf.storeId)
      .where("draw_month", "=", drawMonth)
      .execute();

    const mailed = new Set<string>();
    for (const e of [winner, ...entrants.filter((x) => x.id !== winner.id)]) {
      const key = e.email.toLowerCase();
      if (mailed.has(key) && e.id !== winner.id) continue;
      mailed.add(key);
      const language = languageOf(sf, e.language);
      const i18n = await serverI18n(language);
      const content =
        e.id === winner.id
          ? winnerMail(i18n, sf, language, e, amount, newBalance, drawMonth)
          : entrantMail(i18n, sf, e, drawMonth);
      await queueMail(trx, deps.jobs, {
        storeId: sf.storeId,
        orderId: null,
        kind: "doubler",
        dedupeKey: `doubler:${sf.storeId}:${drawMonth}:${e.id}`,
        to: e.email,
        from: sf.contact.email,
        ...content,
      });
    }
    return { storeId: sf.storeId, drawMonth, ran: true, entries: entrants.length, winnerEntryId: winner.id, amount };
  });
}

function greeting(i18n: I18n, name: string): string {
  return i18n._(msg`Dear ${name},`);
}

function monthName(sf: Storefront, language: Language, drawMonth: DrawMonth): string {
  return dateFormat(localeOf(sf, language), { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${drawMonth}-15T12:00:00Z`),
  );
}

function winnerMail(
  i18n: I18n,
  sf: Storefront,
  language: Language,
  e: Entrant,
  amount: number,
  balance: number,
  drawMonth: DrawMonth,
) {
  const locale = localeOf(sf, language);
  const gained = formatMoney(amount, sf.currency, locale);
  const total = formatMoney(balance, sf.currency, locale);
  const month = monthName(sf, language, drawMonth);
  const card = maskedNumber(e.number);
  return compose(sf, i18n._(msg`Your balance has been doubled!`), [
    greeting(i18n, e.name),
    i18n._(msg`Congratulations: your card ${card} won the balance doubler of ${month}. We added ${gained} to it.`),
    i18n._(msg`Its balance is now ${total}. Spend it whenever you like before the card expires.`),
  ]);
}

function entrantMail(i18n: I18n, sf: Storefront, e: Entrant, drawMonth: DrawMonth) {
  const month = monthName(sf, languageOf(sf, e.language), drawMonth);
  const card = maskedNumber(e.number);
  return compose(sf, i18n._(msg`The balance doubler of ${month}`), [
    greeting(i18n, e.name),
    i18n._(msg`Thank you for taking part with your card ${card}. This time another card won the draw.`),
    i18n._(msg`Every month there is a new draw: enter your card again for the next one.`),
  ]);
}
