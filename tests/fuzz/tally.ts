/**
 * The fuzz suite's bookkeeping: per operation (or generator), inputs tried / handled / accepted / ≥500 /
 * over budget (answered, but past the time or heap budget of one request: tests/fuzz/structure.ts), and the table.
 */
import { sql } from "kysely";
import type { DB } from "../../app/db/db.server";

export type Outcome = "handled" | "accepted" | "failed" | "over";

export class Tally {
  private rows = new Map<string, { tried: number; handled: number; accepted: number; failed: number; over: number }>();
  readonly failures: { operation: string; input: string; detail: string }[] = [];

  count(operation: string, outcome: Outcome, input?: unknown, detail?: string) {
    const row = this.rows.get(operation) ?? { tried: 0, handled: 0, accepted: 0, failed: 0, over: 0 };
    row.tried += 1;
    row[outcome] += 1;
    this.rows.set(operation, row);
    if ((outcome === "failed" || outcome === "over") && this.failures.length < 500)
      this.failures.push({ operation, input: preview(input), detail: detail ?? "" });
  }

  /** One line per distinct failure (operation, first line of the detail), for the report. */
  summary(): string {
    const seen = new Map<string, string>();
    for (const f of this.failures) {
      const key = `${f.operation}: ${f.detail.split("\n")[0]}`;
      if (!seen.has(key)) seen.set(key, f.input);
    }
    return [...seen.entries()].map(([key, input]) => `- ${key}\n    input: ${input}`).join("\n");
  }

  totals() {
    const total = { operations: this.rows.size, tried: 0, handled: 0, accepted: 0, failed: 0, over: 0 };
    for (const row of this.rows.values()) {
      total.tried += row.tried;
      total.handled += row.handled;
      total.accepted += row.accepted;
      total.failed += row.failed;
      total.over += row.over;
    }
    return total;
  }

  /** The table the suite prints: one line per operation, then the totals. */
  table(title: string): string {
    const lines = [...this.rows.entries()].sort(([a], [b]) => a.localeCompare(b));
    const width = Math.max(9, ...lines.map(([name]) => name.length));
    const cell = (value: string | number, w = 8) => String(value).padStart(w);
    const out = [
      `${title}`,
      `${"operation".padEnd(width)} ${cell("tried")} ${cell("handled")} ${cell("accepted")} ${cell("≥500")} ${cell("over budget", 12)}`,
    ];
    for (const [name, row] of lines)
      out.push(
        `${name.padEnd(width)} ${cell(row.tried)} ${cell(row.handled)} ${cell(row.accepted)} ${cell(row.failed)} ${cell(row.over, 12)}`,
      );
    const t = this.totals();
    out.push(
      `${`total (${t.operations} operations)`.padEnd(width)} ${cell(t.tried)} ${cell(t.handled)} ${cell(t.accepted)} ${cell(t.failed)} ${cell(t.over, 12)}`,
    );
    return out.join("\n");
  }
}

function preview(input: unknown): string {
  let text: string;
  try {
    text = typeof input === "string" ? input : JSON.stringify(input);
  } catch {
    text = String(input);
  }
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
}

/** Tables a refused input must not add rows to (what a shopper's input could create). */
export const WATCHED_TABLES = [
  "orders",
  "shipments",
  "carts",
  "payments",
  "quotes",
  "customers",
  "customer_addresses",
  "password_resets",
  "doubler_entries",
  "activations",
  "giftcard_ledger",
  "mail_outbox",
] as const;

/** Row counts of the watched tables, in one query. */
export async function rowCounts(db: DB): Promise<string> {
  const selects = WATCHED_TABLES.map((t) => `(select count(*) from ${t}) as ${t}`).join(", ");
  const result = await sql.raw<Record<string, string>>(`select ${selects}`).execute(db);
  return JSON.stringify(result.rows[0]);
}
