/**
 * One table for every figure of a bench run: section, what was measured, the figure, its goal and a
 * mark (✓ met, ✗ missed, · no goal: a reference figure). `--out <file>` writes the same rows as a
 * generated Markdown page (`.md`: a header with the date, commit and machine, then the table) or as
 * JSON with the numbers behind each figure (`.json`) — results are files a run writes, not prose.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

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

/** Where a run happened: written into both output formats. */
export interface Machine {
  cores: number;
  cpu: string;
  loadAverage: number[];
  node: string;
}

/** What `--out` writes, told by the file's extension; anything else is refused before the run. */
export type OutFormat = "markdown" | "json";

export function outFormat(file: string): OutFormat {
  const ext = path.extname(file).toLowerCase();
  if (ext === ".md") return "markdown";
  if (ext === ".json") return "json";
  throw new Error(`--out ${file}: the file must end in .md (the generated table) or .json (the rows with numbers)`);
}

/** For a command line: a wrong `--out` stops with its message, before any work. */
export function refuseUnknownOut(file: string) {
  try {
    outFormat(file);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}

export function thisMachine(): Machine {
  return {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model.trim() ?? "unknown",
    loadAverage: os.loadavg(),
    node: process.version,
  };
}

/** The short commit of the checkout the run measured, `+` when it has uncommitted changes. */
export function thisCommit(cwd: string): string {
  try {
    const git = (...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8" }).trim();
    return `${git("rev-parse", "--short", "HEAD")}${git("status", "--porcelain", "--untracked-files=no") ? "+" : ""}`;
  } catch {
    return "unknown";
  }
}

export class Report {
  readonly rows: Row[] = [];
  readonly started = new Date();

  constructor(
    readonly settings: Record<string, number | string>,
    /** The command the run came from, named in the generated page. */
    readonly command = "npm run bench",
  ) {}

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

  private counts() {
    return {
      met: this.rows.filter((r) => r.mark === "pass").length,
      missed: this.rows.filter((r) => r.mark === "miss").length,
    };
  }

  json(commit: string, machine: Machine = thisMachine(), finished = new Date()): string {
    return JSON.stringify(
      {
        command: this.command,
        started: this.started.toISOString(),
        finished: finished.toISOString(),
        commit,
        machine,
        settings: this.settings,
        ...this.counts(),
        rows: this.rows,
      },
      null,
      2,
    );
  }

  /** The generated page: who made it and from what, the goals met and missed, then every row. */
  markdown(commit: string, machine: Machine = thisMachine(), finished = new Date()): string {
    const { met, missed } = this.counts();
    const settings = Object.entries(this.settings)
      .map(([key, value]) => `${key} ${value}`)
      .join(", ");
    const when = (d: Date) => `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;
    return [
      "<!-- Generated file: do not edit by hand. Run the command below again to replace it. -->",
      "",
      `# Results of \`${this.command}\``,
      "",
      `Generated by \`${this.command} -- --out …\` from ${when(this.started)} to ${when(finished)}, commit \`${commit}\`,`,
      `on ${machine.cores} cores (${machine.cpu}), Node ${machine.node}, load average at the end ${machine.loadAverage[0].toFixed(1)}.`,
      `Settings: ${settings}. How the figures are measured and what the goals mean: docs/benchmarks.md.`,
      "",
      `**${met} goals met, ${missed} missed.** ✓ met, ✗ missed, · a reference figure without a goal.`,
      "",
      "| section | measure | figure | goal | ok |",
      "| ------- | ------- | ------ | ---- | :-: |",
      ...this.rows.map((r) => `| ${[r.section, r.measure, r.figure, r.goal, symbol(r.mark)].map(cell).join(" | ")} |`),
      "",
    ].join("\n");
  }

  /** `--out`: Markdown for `.md`, JSON for `.json` (outFormat). */
  write(file: string, commit: string, machine: Machine = thisMachine()) {
    const text = outFormat(file) === "markdown" ? this.markdown(commit, machine) : `${this.json(commit, machine)}\n`;
    writeFileSync(file, text);
  }
}

/** A table cell: pipes escaped, line breaks as spaces, an empty cell as a dash. */
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ") || "–";

const symbol = (mark: Mark) => (mark === "pass" ? "✓" : mark === "miss" ? "✗" : "·");

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
export const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
export const ms = (n: number) => `${n.toFixed(1)} ms`;
/** A change from a to b as a signed percentage. */
export const change = (a: number, b: number) => (b - a) / a;
export const pct = (x: number) => `${x >= 0 ? "+" : "−"}${Math.abs(x * 100).toFixed(1)} %`;
