/**
 * A job queued by a request runs with that request's id (its log lines carry it), and every run is
 * counted by job kind and outcome (ADR 031). On PGlite (and PostgreSQL when TEST_DATABASE_URL is set).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../tests/fixtures/db";
import type { DatabaseHandle } from "../db/db.server";
import { runWithContext } from "../observability/context.server";
import { createLogger } from "../observability/log.server";
import { registry } from "../observability/metrics.server";
import { JobQueue } from "./jobs.server";

describe.each(backends())("observed jobs on $name", (backend) => {
  let handle: DatabaseHandle;
  const lines: Record<string, unknown>[] = [];
  const log = createLogger("info", { write: (line: string) => void lines.push(JSON.parse(line)) });

  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(() => handle.close());

  it("carries the request id of the request that queued the job into the job's logs", async () => {
    const kind = `observed-${backend.name}`;
    const jobs = new JobQueue(handle.db, { onError: (error) => log.warn({ err: error }, "job failed") });
    let fail = true;
    jobs.register(kind, async (payload) => {
      log.info({ step: payload.step }, "sending mail");
      if (fail) throw new Error("smtp down");
    });
    await runWithContext({ requestId: "req-777", storefront: "kadoo-be" }, () =>
      jobs.enqueue(handle.db, kind, { step: "one" }),
    );
    // Queued outside any request: the job gets an id of its own.
    await jobs.enqueue(handle.db, kind, { step: "two" });
    expect(await jobs.runDue()).toBe(2);
    const one = lines.filter((l) => l.step === "one" || (l.msg === "job failed" && l.reqId === "req-777"));
    expect(one.map((l) => [l.msg, l.reqId, l.job])).toEqual([
      ["sending mail", "req-777", kind],
      ["job failed", "req-777", kind],
    ]);
    expect(lines.find((l) => l.step === "two")?.reqId).toMatch(/^job-\d+$/);
    const text = await registry.getSingleMetricAsString("job_runs_total");
    expect(text).toContain(`job_runs_total{job="${kind}",outcome="failed"} 2`);
    // Retried later and done.
    fail = false;
    await handle.db
      .updateTable("jobs")
      .set({ run_at: new Date(0) })
      .where("kind", "=", kind)
      .execute();
    expect(await jobs.runDue()).toBe(2);
    expect(await registry.getSingleMetricAsString("job_runs_total")).toContain(
      `job_runs_total{job="${kind}",outcome="done"} 2`,
    );
    expect(await registry.getSingleMetricAsString("job_duration_seconds")).toContain(`job="${kind}"`);
  });
});
