/**
 * Queries whose shape never changes, built and compiled once per database: only their values change
 * from call to call. For the few queries every personal page makes (the session's lookup): building
 * a Kysely query and compiling it to SQL walks its operation tree every time, ~0.1 ms of a request on
 * the bench machine (issue 17).
 */
import { type Compilable, createQueryId } from "kysely";
import type { DB } from "./db.server";

/** Stands for the n-th value of a call while the query is built. */
class Slot {
  constructor(readonly index: number) {}
}

interface Compiled {
  sql: string;
  query: ReturnType<Compilable<unknown>["compile"]>["query"];
  parameters: readonly unknown[];
  /** For each parameter, the call's value it takes (its index), or -1: a constant of the query. */
  slots: number[];
}

/**
 * `build` makes the query from the database and stand-ins for the values; it must not look at them
 * (no branch on a value: the shape it builds is the one every call runs), and a value must reach the
 * query as a value (not `null`, which Kysely would compile as `is null`). The rows of each call come
 * back as the built query's would.
 */
export function prepared<V extends unknown[], R>(build: (db: DB, ...values: V) => Compilable<R>) {
  const compiled = new WeakMap<DB, Compiled>();
  return async (db: DB, ...values: V): Promise<R[]> => {
    let made = compiled.get(db);
    if (!made) {
      const stand = values.map((_, index) => new Slot(index)) as V;
      const query = build(db, ...stand).compile();
      const slots = query.parameters.map((p) => (p instanceof Slot ? p.index : -1));
      if (new Set(slots.filter((s) => s >= 0)).size !== values.length) {
        throw new Error("prepared: every value must reach the query as a parameter");
      }
      made = { sql: query.sql, query: query.query, parameters: query.parameters, slots };
      compiled.set(db, made);
    }
    const { sql, query, parameters, slots } = made;
    const filled = slots.map((slot, i) => (slot < 0 ? parameters[i] : values[slot]));
    const result = await db.executeQuery<R>({ sql, query, parameters: filled, queryId: createQueryId() });
    return result.rows;
  };
}
