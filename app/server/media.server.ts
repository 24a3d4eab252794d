/**
 * Generated art (deterministic SVG; spec: nothing fetched from the internet): card art per product,
 * with its title in the page language, and the art of wrappers and gift packing (the basket's extras).
 * Mounted by server.ts at /media on every host.
 */
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { renderCardArt } from "../catalog/card-art.server";
import type { CardArt } from "../db/catalogue-types";
import type { DB } from "../db/db.server";

/** An art route: the row `find` looks up, as SVG, or 404. */
function artRoute(find: (params: Record<string, string>) => Promise<{ art: unknown; title: string } | undefined>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const row = await find(req.params);
      if (!row) return void res.status(404).type("text/plain").send("Not found");
      res
        .set("cache-control", "public, max-age=86400")
        .type("image/svg+xml")
        .send(renderCardArt(row.art as CardArt, row.title));
    } catch (error) {
      next(error);
    }
  };
}

export function mediaRouter(db: DB): Router {
  const router = express.Router();
  router.get(
    "/card/:storeId/:language/:slug.svg",
    artRoute((p) =>
      db
        .selectFrom("products as pr")
        .innerJoin("product_translations as t", "t.product_id", "pr.id")
        .select(["pr.art", "t.title"])
        .where("pr.store_id", "=", Number(p.storeId) || 0)
        .where("pr.slug", "=", p.slug)
        .where("t.language", "=", p.language)
        .executeTakeFirst(),
    ),
  );
  router.get(
    "/extra/:storeId/:sku.svg",
    artRoute((p) =>
      db
        .selectFrom("extras as e")
        .innerJoin("extra_translations as t", "t.extra_id", "e.id")
        .select(["e.art", "t.title"])
        .where("e.store_id", "=", Number(p.storeId) || 0)
        .where("e.sku", "=", p.sku)
        .executeTakeFirst(),
    ),
  );
  return router;
}
