/**
 * The durable job queue (docs/decisions/011-orders-and-fulfilment.md): jobs are rows, enqueued in the
 * same transaction as the change that needs them, so a crash never loses one. A worker claims due jobs
 * (FOR UPDATE SKIP LOCKED: several processes never run the same job), runs them, and retries failures
 * with exponential backoff until `max_attempts`. Handlers must be idempotent: a job may run again
 * after a crash between its work and its `done_at`.
 */
import { type Kysely, sql, type Transaction } from "kysely";
import type { DB } from "../db/db.server";
import type { Database } from "../db/types";
import { currentContext, runWithContext } from "../observability/context.server";
import { jobDuration, jobRuns } from "../observability/metrics.server";

export type Executor = Kysely<Database> | Transaction<Database>;

export interface JobContext {
  db: DB;
  attempt: number;
  jobId: string;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

export interface EnqueueOptions {
  runAt?: Date;
  /** A second job with the same key is not added (the first one stands). */
  dedupeKey?: string;
  maxAttempts?: number;
}

/** Seconds before attempt n+1: 5 s, 10 s, 20 s … capped at one hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 5 * 2 ** Math.max(0, attempts - 1));
}

/** A job longer than this is considered crashed and becomes due again. */
const LOCK_SECONDS = 300;

interface JobRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

export class JobQueue {
  private handlers = new Map<string, JobHandler>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: DB,
    private readonly options: {
      pollMs?: number;
      /** False in a web process without workers (JOB_WORKER=false): enqueue only, wake() does nothing. */
      runsJobs?: boolean;
      /** Seconds a claimed job stays locked; after that it is considered crashed and due again. */
      lockSeconds?: number;
      /** A job that used its last attempt (failed_at set): an operator must look at it. */
      onGiveUp?: (job: {
        id: string;
        kind: string;
        payload: Record<string, unknown>;
        error: string;
      }) => Promise<void> | void;
      onError?: (error: unknown, job: { id: string; kind: string }) => void;
    } = {},
  ) {}

  register(kind: string, handler: JobHandler): this {
    this.handlers.set(kind, handler);
    return this;
  }

  async enqueue(
    executor: Executor,
    kind: string,
    payload: Record<string, unknown>,
    options: EnqueueOptions = {},
  ): Promise<void> {
    await executor
      .insertInto("jobs")
      .values({
        kind,
        // The request that queued the job: its logs carry the same id (ADR 031).
        payload: JSON.stringify(withRequestId(payload)),
        dedupe_key: options.dedupeKey ?? null,
        run_at: options.runAt ?? new Date(),
        max_attempts: options.maxAttempts ?? 10,
      })
      .onConflict((oc) => oc.column("dedupe_key").doNothing())
      .execute();
  }

  /** Polls for due jobs until stopped. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.wake(), this.options.pollMs ?? 1000);
    this.wake();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Runs due jobs now (after an enqueue that should not wait for the next poll). */
  wake(): void {
    if (this.options.runsJobs === false) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error) => this.options.onError?.(error, { id: "-", kind: "poll" }))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          if (this.timer) this.wake();
        }
      });
  }

  private async drain(): Promise<void> {
    while (await this.runOne()) {
      // keep going while jobs are due
    }
  }

  /** Runs every due job (tests and scripts): returns how many ran. */
  async runDue(limit = 1000): Promise<number> {
    await this.running;
    let count = 0;
    while (count < limit && (await this.runOne())) count++;
    return count;
  }

  private async claim(): Promise<JobRow | null> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return null;
    const result = await sql<JobRow>`
      update jobs set locked_until = now() + make_interval(secs => ${this.options.lockSeconds ?? LOCK_SECONDS}), attempts = attempts + 1
      where id = (
        select id from jobs
        where done_at is null and failed_at is null and run_at <= now()
          and (locked_until is null or locked_until < now())
          and kind in (${sql.join(kinds)})
        order by run_at, id
        limit 1
        for update skip locked
      )
      returning id, kind, payload, attempts, max_attempts`.execute(this.db);
    return result.rows[0] ?? null;
  }

  private async runOne(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    const requestId = typeof job.payload.requestId === "string" ? job.payload.requestId : `job-${job.id}`;
    return runWithContext({ requestId, job: job.kind }, () => this.run(job));
  }

  private async run(job: JobRow): Promise<true> {
    const handler = this.handlers.get(job.kind);
    const timer = jobDuration.startTimer({ job: job.kind });
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(job.payload, { db: this.db, attempt: job.attempts, jobId: String(job.id) });
      await this.db
        .updateTable("jobs")
        .set({ done_at: new Date(), locked_until: null, last_error: null })
        .where("id", "=", job.id)
        .execute();
      jobRuns.inc({ job: job.kind, outcome: "done" });
    } catch (error) {
      this.options.onError?.(error, { id: String(job.id), kind: job.kind });
      const message = error instanceof Error ? error.message : String(error);
      const failed = job.attempts >= job.max_attempts;
      jobRuns.inc({ job: job.kind, outcome: failed ? "dead" : "failed" });
      await this.db
        .updateTable("jobs")
        .set({
          locked_until: null,
          last_error: message.slice(0, 2000),
          failed_at: failed ? new Date() : null,
          run_at: new Date(Date.now() + backoffSeconds(job.attempts) * 1000),
        })
        .where("id", "=", job.id)
        .execute();
      if (failed)
        await this.options.onGiveUp?.({ id: String(job.id), kind: job.kind, payload: job.payload, error: message });
    } finally {
      timer();
    }
    return true;
  }
}

function withRequestId(payload: Record<string, unknown>): Record<string, unknown> {
  const requestId = currentContext()?.requestId;
  return requestId && payload.requestId === undefined ? { ...payload, requestId } : payload;
}
