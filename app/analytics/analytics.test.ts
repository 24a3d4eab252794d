import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type AnalyticsEvent,
  BATCH_DELAY_MS,
  CLICK_ID_KEY,
  EventBatcher,
  readClickId,
  rememberClickId,
} from "./analytics";

const shell = { basename: "/", language: "nl", sf: { storeId: 95, country: "BE" } } as never;

describe("analytics batching", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends the events of one second in one batch, with the stored click id", () => {
    const send = vi.fn();
    const batcher = new EventBatcher(
      () => shell,
      send,
      BATCH_DELAY_MS,
      () => "abc",
    );
    const event = (n: number): AnalyticsEvent => ({ type: "card_view", payload: { product: String(n) } });
    batcher.push(event(1));
    vi.advanceTimersByTime(600);
    batcher.push(event(2));
    vi.advanceTimersByTime(399);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(shell, [event(1), event(2)], "abc");
    batcher.push(event(3));
    vi.advanceTimersByTime(BATCH_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1][1]).toEqual([event(3)]);
  });

  it("sends at once when a batch is full", () => {
    const send = vi.fn();
    const batcher = new EventBatcher(
      () => shell,
      send,
      BATCH_DELAY_MS,
      () => null,
    );
    for (let i = 0; i < 50; i++) batcher.push({ type: "card_view", payload: { i } });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][1]).toHaveLength(50);
  });
});

describe("click id", () => {
  it("keeps a gclid from the query string and ignores malformed ones", () => {
    const store = new Map<string, string>();
    const storage = {
      setItem: (k: string, v: string) => store.set(k, v),
      getItem: (k: string) => store.get(k) ?? null,
    };
    rememberClickId("?gclid=EAIaIQobChMI_x-1", storage);
    expect(store.get(CLICK_ID_KEY)).toBe("EAIaIQobChMI_x-1");
    rememberClickId("?gclid=<script>", storage);
    rememberClickId("?utm_source=x", storage);
    expect(readClickId(storage)).toBe("EAIaIQobChMI_x-1");
  });
});
