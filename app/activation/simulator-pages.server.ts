/**
 * The card simulator's printer (`/__cardsim/`, mounted while the simulator is the card provider, like
 * TestPay's pages): prints choice cards for a storefront's shelves — not activated, with their pins —
 * so that activation can be tried end to end: a card that activates, one refused at the simulation,
 * one refused after payment, one the provider is too busy for twice. POST `/__cardsim/print` with
 * `store` and `kind`; answers JSON (`Accept: application/json`) or a page with the card.
 */
import express, { type Router } from "express";
import type { DB } from "../db/db.server";
import { registerStockCards } from "../giftcards/cards.server";
import type { StorefrontRegistry } from "../storefront/registry";
import { SIMULATOR_CARDS, type SimulatorCardKind } from "./simulator.server";

export const CARDSIM_PATH = "/__cardsim";

const KINDS: Record<SimulatorCardKind, string> = {
  activates: "Activates",
  refusedAtSimulation: "Refused at the simulation (before paying)",
  refusedAtActivation: "Refused at activation (after paying: refunded)",
  unavailableTwice: "Provider busy twice, then activates",
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card simulator</title><meta name="viewport" content="width=device-width, initial-scale=1"><style>body{font-family:system-ui,sans-serif;max-width:640px;margin:2rem auto;padding:0 1rem;line-height:1.5}label{display:block;margin:.5rem 0}code{font-size:1.2rem}</style></head><body><main><h1>Card simulator</h1>${body}</main></body></html>`;
}

export function cardSimulatorRouter(db: DB, registry: StorefrontRegistry): Router {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: "4kb" }));
  router.get("/", (_req, res) => {
    const stores = registry.all
      .map((s) => `<option value="${s.storeId}">${esc(s.code)} (${s.storeId})</option>`)
      .join("");
    const kinds = Object.entries(KINDS)
      .map(
        ([k, label], i) =>
          `<label><input type="radio" name="kind" value="${k}"${i === 0 ? " checked" : ""}> ${esc(label)}</label>`,
      )
      .join("");
    res
      .type("html")
      .send(
        page(
          `<p>Print a choice card that is not activated yet, then activate it on the storefront's /activeren/ page.</p><form method="post" action="${CARDSIM_PATH}/print"><label>Storefront <select name="store">${stores}</select></label><fieldset><legend>Kind</legend>${kinds}</fieldset><button type="submit">Print a card</button></form>`,
        ),
      );
  });
  router.post("/print", async (req, res) => {
    const storeId = Number(req.body?.store);
    const kind = String(req.body?.kind ?? "activates") as SimulatorCardKind;
    const storefront = registry.all.find((s) => s.storeId === storeId);
    if (!storefront || !(kind in KINDS)) {
      res.status(400).type("text").send("Unknown storefront or kind");
      return;
    }
    const ending = kind === "activates" ? "" : SIMULATOR_CARDS[kind];
    const [card] = await db.transaction().execute((trx) =>
      registerStockCards(
        trx,
        {
          storeId,
          currency: storefront.currency,
          prefix: storefront.giftcards.prefixes[0],
          validityMonths: storefront.giftcards.validityMonths,
        },
        1,
        { ending, batch: "cardsim" },
      ),
    );
    if (!card) {
      res.status(503).type("text").send("No free number, try again");
      return;
    }
    if (req.accepts(["html", "json"]) === "json") {
      res.json({ store: storefront.code, kind, number: card.number, pin: card.pin });
      return;
    }
    res
      .type("html")
      .send(
        page(
          `<p>${esc(storefront.code)} — ${esc(KINDS[kind])}</p><p>Number <code data-number>${card.number}</code><br>Pin <code data-pin>${card.pin}</code></p><p><a href="${CARDSIM_PATH}/">Print another</a></p>`,
        ),
      );
  });
  return router;
}
