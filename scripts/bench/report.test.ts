import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { type Machine, outFormat, Report } from "./report";

const MACHINE: Machine = { cores: 2, cpu: "Test CPU", loadAverage: [1.25, 1, 1], node: "v22.23.5" };
const FINISHED = new Date("2026-12-07T23:59:00Z");

/** A small report as a run makes one: a met goal, a missed one, a reference row. */
function smallReport() {
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  const report = new Report({ seconds: 6, concurrency: 8, database: "disk" });
  Object.assign(report, { started: new Date("2026-12-07T23:48:00Z") });
  report.add({
    section: "page cache, no cookie",
    measure: "home kadoo-be (nl)",
    figure: "1500 req/s ×0.81 · p50 4.9 · p99 12.0 ms",
    goal: "≥ 0.6 × bare, p99 < 150 ms",
    ok: true,
    values: { rps: 1500, ratio: 0.81 },
  });
  report.add({
    section: "rendered",
    measure: "basket kadoo-be",
    figure: "300 req/s ×0.18 · p50 20.1 · p99 160.2 ms",
    goal: "≥ 0.2 × bare, p99 < 150 ms",
    ok: false,
  });
  report.add({
    section: "memory",
    measure: "JS heap after each round's last full GC (warm-up | measured)",
    figure: "46 MB → 46 MB",
    goal: "",
  });
  vi.restoreAllMocks();
  return report;
}

describe("bench report files", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-report-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("tells the format by the extension and refuses any other before a run", () => {
    expect(outFormat("docs/bench/latest.md")).toBe("markdown");
    expect(outFormat("bench.JSON")).toBe("json");
    expect(() => outFormat("bench.txt")).toThrow(/\.md .*\.json/);
  });

  it("writes the generated Markdown table: header, date, commit, machine, every row", () => {
    const md = smallReport().markdown("abc1234", MACHINE, FINISHED);
    const lines = md.split("\n");
    expect(lines[0]).toMatch(/^<!-- Generated file: do not edit by hand/);
    expect(md).toContain("# Results of `npm run bench`");
    expect(md).toContain("from 2026-12-07 23:48 UTC to 2026-12-07 23:59 UTC, commit `abc1234`");
    expect(md).toContain("on 2 cores (Test CPU), Node v22.23.5, load average at the end 1.3");
    expect(md).toContain("Settings: seconds 6, concurrency 8, database disk.");
    expect(md).toContain("**1 goals met, 1 missed.**");
    const table = lines.filter((l) => l.startsWith("|"));
    expect(table).toHaveLength(2 + 3);
    expect(table[2]).toBe(
      "| page cache, no cookie | home kadoo-be (nl) | 1500 req/s ×0.81 · p50 4.9 · p99 12.0 ms | ≥ 0.6 × bare, p99 < 150 ms | ✓ |",
    );
    expect(table[3]).toMatch(/\| basket kadoo-be \| .* \| ✗ \|$/);
    // A pipe inside a cell is escaped (the table keeps five columns); an empty goal shows as a dash.
    expect(table[4]).toBe(
      "| memory | JS heap after each round's last full GC (warm-up \\| measured) | 46 MB → 46 MB | – | · |",
    );
  });

  it("writes .md as Markdown and .json as the rows with their numbers", () => {
    const report = smallReport();
    report.write(path.join(dir, "latest.md"), "abc1234", MACHINE);
    report.write(path.join(dir, "latest.json"), "abc1234", MACHINE);
    expect(readFileSync(path.join(dir, "latest.md"), "utf8")).toMatch(/^<!-- Generated file/);
    const json = JSON.parse(readFileSync(path.join(dir, "latest.json"), "utf8"));
    expect(json).toMatchObject({
      command: "npm run bench",
      commit: "abc1234",
      machine: MACHINE,
      settings: { seconds: 6, concurrency: 8, database: "disk" },
      met: 1,
      missed: 1,
    });
    expect(json.rows).toHaveLength(3);
    expect(json.rows[0]).toMatchObject({ mark: "pass", values: { rps: 1500, ratio: 0.81 } });
    expect(json.rows.map((r: { mark: string }) => r.mark)).toEqual(["pass", "miss", "info"]);
  });
});
