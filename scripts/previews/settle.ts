/**
 * When a page is ready for its screenshot: loaded, hydrated, nothing left to fetch or render, every
 * image decoded. Precise conditions instead of `networkidle`, which always waits 500 ms of quiet and
 * still shot pages whose last chunk (the ALTCHA widget, the add-to-basket form) came after a pause.
 */
import type { Page, Request } from "@playwright/test";

interface Root {
  callbackNode: unknown;
  pendingLanes: number;
}

interface PreviewHook {
  commits: number;
  roots: Set<Root>;
  /** The page's own setTimeout, kept before the clock is installed: it still runs with the clock paused. */
  wait: (ms: number) => Promise<void>;
  ready: (widgetsDone: boolean) => Promise<string>;
}

/**
 * Installed in every page before the frozen clock (browser.ts). It stands in for the React DevTools
 * hook, which React reports every commit to, also in production, and only observes; and it keeps a
 * real timer for `ready` to wait with.
 */
export function installPreviewHook() {
  const realTimeout = window.setTimeout.bind(window);
  const hook: PreviewHook & Record<string, unknown> = {
    commits: 0,
    roots: new Set(),
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    checkDCE() {},
    inject(renderer: unknown) {
      (hook.renderers as Map<number, unknown>).set(1, renderer);
      return 1;
    },
    onCommitFiberRoot(_id: number, root: Root) {
      hook.roots.add(root);
      hook.commits += 1;
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    // Methods only, no arrow-function properties: tsx names those with a helper the page does not have.
    wait(ms: number) {
      return new Promise<void>((resolve) => realTimeout(resolve, ms));
    },
    /**
     * "" once the page is ready, else (after up to 5 s) why not. Lazy images are made eager: a
     * full-page shot shows the page as a visitor scrolling through it sees it, and the same every run
     * (Chromium loads them by distance from the viewport, and the shot's own resize started some late).
     */
    async ready(widgetsDone) {
      let reason = "";
      for (let round = 0; round < 250; round++) {
        const images = [...document.images];
        for (const image of images) if (image.loading === "lazy") image.loading = "eager";
        await Promise.all([document.fonts.ready, ...images.map((image) => image.decode().catch(() => {}))]);
        const commits = hook.commits;
        // A message, not a timer: React's scheduler runs on messages; let what it queued run first.
        await new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = resolve;
          channel.port2.postMessage(0);
        });
        if (document.readyState !== "complete") reason = "loading";
        else if (hook.commits === 0) reason = "not hydrated";
        else if (hook.commits !== commits) reason = "rendered";
        else if ([...hook.roots].some((root) => root.callbackNode || root.pendingLanes)) reason = "render scheduled";
        else if (!images.every((image) => image.complete)) reason = "images";
        // The human check (ALTCHA) solves its challenge in a worker: no request, no render to wait for.
        else if (widgetsDone && document.querySelector('.altcha[data-state="verifying"]')) reason = "human check";
        else return "";
        await hook.wait(20);
      }
      return reason;
    },
  };
  Object.defineProperty(window, "__REACT_DEVTOOLS_GLOBAL_HOOK__", { value: hook, configurable: true });
}

/** The requests of a page that have not finished yet (from the page's own events: no interception). */
export class Requests {
  private open = new Set<Request>();
  private waiters: (() => void)[] = [];
  /** Requests started so far: a check that saw no new one saw a quiet page. */
  started = 0;
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    page.on("request", this.onRequest);
    page.on("requestfinished", this.onDone);
    page.on("requestfailed", this.onDone);
  }

  private onRequest = (request: Request) => {
    this.open.add(request);
    this.started += 1;
  };

  private onDone = (request: Request) => {
    this.open.delete(request);
    if (this.open.size === 0) for (const wake of this.waiters.splice(0)) wake();
  };

  dispose() {
    this.page.off("request", this.onRequest);
    this.page.off("requestfinished", this.onDone);
    this.page.off("requestfailed", this.onDone);
  }

  get inFlight(): number {
    return this.open.size;
  }

  /** Resolves when no request is in flight; rejects at the deadline with the ones still open. */
  idle(deadline: number): Promise<void> {
    if (this.open.size === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const urls = [...this.open].map((r) => r.url()).slice(0, 3);
        reject(new Error(`requests still open: ${urls.join(", ")}`));
      }, deadline - Date.now());
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

/**
 * Waits until the page is ready: no request in flight, React idle, images decoded, twice in a row (a
 * chunk that has just arrived may not have run yet). With the clock paused, timers never fire; once
 * the page is ready, the clock runs 1 ms so that zero-delay timers fire as in any browser (the ALTCHA
 * widget starts its challenge on one, and showed its spinner forever), and the page settles again.
 */
export async function settle(page: Page, requests: Requests, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  let ranTimers = false;
  let reason = "";
  while (quiet < 2) {
    if (Date.now() > deadline) throw new Error(`not ready after ${timeoutMs / 1000} s (${reason})`);
    await requests.idle(deadline);
    const started = requests.started;
    reason = await page.evaluate(
      (widgetsDone) =>
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: PreviewHook }).__REACT_DEVTOOLS_GLOBAL_HOOK__.ready(
          widgetsDone,
        ),
      ranTimers,
    );
    if (reason || requests.inFlight || requests.started !== started) {
      quiet = 0;
      continue;
    }
    quiet += 1;
    if (quiet === 2 && !ranTimers) {
      ranTimers = true;
      quiet = 0;
      await page.clock.runFor(1);
    }
  }
}
