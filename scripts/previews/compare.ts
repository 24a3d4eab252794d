/**
 * Comparing a new screenshot with the previous run's: the share of changed pixels (pixelmatch), and a
 * diff image when something changed. A shot whose size changed counts as wholly changed.
 *
 * Chromium encodes the same pixels to the same bytes, so an unchanged shot (nearly all of a rerun) is
 * told by its bytes alone. Decoding both, pixelmatch and the diff's encoding take about 0.4 s of CPU
 * for a full-page 1440 px shot (twice that on a busy machine): they run in a worker thread, so they
 * never hold up the tabs, whose events this process's main thread handles.
 */
import { Worker } from "node:worker_threads";

export interface Comparison {
  /** Changed pixels / all pixels, 0…1; null for a shot without a previous one. */
  changed: number | null;
  /** A PNG with the changed pixels marked, when some changed and the sizes match. */
  diff?: Buffer;
}

/** Width and height from the PNG header (IHDR), without decoding. */
function size(png: Buffer): string {
  return `${png.readUInt32BE(16)}×${png.readUInt32BE(20)}`;
}

export type Comparer = ReturnType<typeof comparer>;

/** Compares in one worker thread, started on the first pair that needs it; `close` ends it. */
export function comparer() {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, (result: Comparison) => void>();
  let waiting: { below: number; wake: () => void }[] = [];
  const settled = () => {
    const woken = waiting.filter((w) => pending.size < w.below);
    waiting = waiting.filter((w) => pending.size >= w.below);
    for (const w of woken) w.wake();
  };
  const start = () => {
    const thread = new Worker(new URL("./compare-worker.mjs", import.meta.url));
    thread.on("message", ({ id, changed, diff }: { id: number; changed: number; diff?: Uint8Array }) => {
      pending.get(id)?.({ changed, diff: diff ? Buffer.from(diff) : undefined });
      pending.delete(id);
      settled();
    });
    thread.on("error", (error) => {
      console.error(`Comparing failed: ${error.message}`);
      // Shots that cannot be compared count as changed: someone should look at them.
      for (const resolve of pending.values()) resolve({ changed: 1 });
      pending.clear();
      settled();
      worker = undefined;
    });
    return thread;
  };
  return {
    compare(previous: Buffer | null, current: Buffer): Promise<Comparison> {
      if (!previous) return Promise.resolve({ changed: null });
      if (previous.equals(current)) return Promise.resolve({ changed: 0 });
      if (size(previous) !== size(current)) return Promise.resolve({ changed: 1 });
      worker ??= start();
      const thread = worker;
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        thread.postMessage({ id, before: previous, after: current });
      });
    },
    /** Resolves once fewer than `below` comparisons wait for the worker. */
    backlogBelow(below: number): Promise<void> {
      if (pending.size < below) return Promise.resolve();
      return new Promise((wake) => waiting.push({ below, wake }));
    },
    close: async () => {
      await worker?.terminate();
    },
  };
}

/** "0 %", "0.03 %", "12.5 %": small changes stay visible. */
export function percent(share: number): string {
  if (share === 0) return "0 %";
  const value = share * 100;
  return `${value < 0.01 ? "<0.01" : value < 1 ? value.toFixed(2) : value.toFixed(1)} %`;
}
