/**
 * One table for every figure of a bench run: section, what was measured, the figure, its goal and a
 * mark (✓ met, ✗ missed, · no goal: a reference figure). The same rows go to JSON with the numbers.
 */
import { writeFileSync } from "node:fs";
import os from "node:os";

export type Mark = "pass" | "miss" | "info";

export interface Row {
  section: string;
  measure: string;
  figure: string;
  goal: string;
  mark: Mark;
  /** The numbers behind the figure, for the JSON. */
  values?: Record<string, number | string | boolean | null>;
}

export class Report {
  readonly rows: Row[] = [];
  readonly started = new Date();

  constructor(readonly settings: Record<string, number | string>) {}

  add(row: Omit<Row, "mark"> & { ok?: boolean | null }) {
    const { ok, ...rest } = row;
    const mark: Mark = ok === undefined || ok === null ? "info" : ok ? "pass" : "miss";
    this.rows.push({ ...rest, mark });
    // Progress while the run goes on; the table comes at the end.
    process.stderr.write(`  ${symbol(mark)} ${row.section} · ${row.measure}: ${row.figure}\n`);
  }

  table(): string {
    const head = { section: "section", measure: "measure", figure: "figure", goal: "goal" };
    const width = (key: keyof typeof head) => Math.max(...[head, ...this.rows].map((r) => r[key].length));
    const w = { section: width("section"), measure: width("measure"), figure: width("figure"), goal: width("goal") };
    const line = (r: typeof head, mark: string) =>
      `${r.section.padEnd(w.section)}  ${r.measure.padEnd(w.measure)}  ${r.figure.padEnd(w.figure)}  ${r.goal.padEnd(w.goal)}  ${mark}`;
    const rule = "-".repeat(w.section + w.measure + w.figure + w.goal + 9);
    const missed = this.rows.filter((r) => r.mark === "miss").length;
    const met = this.rows.filter((r) => r.mark === "pass").length;
    return [
      line(head, "ok"),
      rule,
      ...this.rows.map((r) => line(r, symbol(r.mark))),
      rule,
      `${met} goals met, ${missed} missed (${this.settings.concurrency} connections, ${this.settings.seconds} s per load, database on ${this.settings.database}, load average at the end ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`,
    ].join("\n");
  }

  json(): string {
    return JSON.stringify(
      {
        started: this.started.toISOString(),
        finished: new Date().toISOString(),
        machine: { cores: os.cpus().length, loadAverage: os.loadavg(), node: process.version },
        settings: this.settings,
        rows: this.rows,
      },
      null,
      2,
    );
  }

  write(file: string) {
    writeFileSync(file, `${this.json()}\n`);
  }
}

const symbol = (mark: Mark) => (mark === "pass" ? "✓" : mark === "miss" ? "✗" : "·");

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
export const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
export const ms = (n: number) => `${n.toFixed(1)} ms`;
/** A change from a to b as a signed percentage. */
export const change = (a: number, b: number) => (b - a) / a;
export const pct = (x: number) => `${x >= 0 ? "+" : "−"}${Math.abs(x * 100).toFixed(1)} %`;
