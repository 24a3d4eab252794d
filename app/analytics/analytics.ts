/**
 * The shop's own analytics (no third-party script; docs/decisions/007-analytics.md): events are
 * queued and sent in one batch 1 s after the first of them (spec §7/§9 item-list tracking), with the
 * click id (gclid) the visitor arrived with, kept in local storage (spec §2 query parameters).
 */
import { browserRequest } from "../api/browser";
import { graphql } from "../api/generated/browser";
import type { ShellData } from "../storefront/shell";

/** spec §9: item-list tracking batch delay 1 s. */
export const BATCH_DELAY_MS = 1000;
/** spec §9: card-view tracking threshold 0.5. */
export const CARD_VIEW_THRESHOLD = 0.5;
/** Local storage key of the click id (spec §9: one key for the click id). */
export const CLICK_ID_KEY = "shop.gclid";
const MAX_BATCH = 50;

export type EventType = "item_list" | "card_view" | "search_open" | "search" | "page_view";

/**
 * spec §3 enumerations: journey kinds — how a shopper came to put cards in the basket. Recorded by
 * the server with each addition (`journey.server.ts`): regular (a product page), reorder (order again,
 * `/nabestellen/`), activation (a choice card's activation).
 */
export const JOURNEY_KINDS = ["activation", "regular", "reorder"] as const;
export type JourneyKind = (typeof JOURNEY_KINDS)[number];

export interface AnalyticsEvent {
  type: EventType;
  payload: Record<string, unknown>;
}

type Shell = Pick<ShellData, "basename" | "language" | "sf">;
type Send = (shell: Shell, events: AnalyticsEvent[], gclid: string | null) => void;

const TRACK = graphql(`mutation trackEvents($userData: UserDataInput!, $events: [AnalyticsEventInput!]!) {
  trackEvents(userData: $userData, events: $events) { accepted errors { code } }
}`);

const sendToApi: Send = (shell, events, gclid) => {
  browserRequest(
    shell,
    TRACK,
    { events: events.map((e) => ({ type: e.type, payload: JSON.stringify(e.payload), gclid })) },
    { keepalive: true },
  ).catch(() => {
    // Analytics never disturbs shopping: a lost batch is dropped.
  });
};

/** A queue that sends its events in one batch, `delay` ms after the first event since the last send. */
export class EventBatcher {
  private queue: AnalyticsEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly shell: () => Shell,
    private readonly send: Send = sendToApi,
    private readonly delay = BATCH_DELAY_MS,
    private readonly clickId: () => string | null = readClickId,
  ) {}

  push(event: AnalyticsEvent) {
    this.queue.push(event);
    if (this.queue.length >= MAX_BATCH) return this.flush();
    this.timer ??= setTimeout(() => this.flush(), this.delay);
  }

  flush() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const events = this.queue.splice(0, MAX_BATCH);
    if (events.length) this.send(this.shell(), events, this.clickId());
    if (this.queue.length) this.timer = setTimeout(() => this.flush(), this.delay);
  }
}

/** Stores a gclid from the query string (the latest click wins). */
export function rememberClickId(search: string, storage: Pick<Storage, "setItem"> | undefined = safeStorage()) {
  const gclid = new URLSearchParams(search).get("gclid");
  if (gclid && /^[\w-]{1,200}$/.test(gclid)) storage?.setItem(CLICK_ID_KEY, gclid);
}

export function readClickId(storage: Pick<Storage, "getItem"> | undefined = safeStorage()): string | null {
  return storage?.getItem(CLICK_ID_KEY) ?? null;
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the visitor
  }
}

let batcher: EventBatcher | undefined;
let currentShell: Shell | undefined;

/** Queues an event for the page's storefront (no-op during SSR). */
export function track(shell: Shell, event: AnalyticsEvent) {
  if (typeof window === "undefined") return;
  currentShell = shell;
  batcher ??= new EventBatcher(() => currentShell as Shell);
  batcher.push(event);
}

/** Products shown in a list (item-list tracking). */
export function trackItemList(shell: Shell, list: string, items: { id: string }[]) {
  if (items.length) track(shell, { type: "item_list", payload: { list, items: items.map((i) => i.id).slice(0, 100) } });
}
