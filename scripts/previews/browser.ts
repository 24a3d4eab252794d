/**
 * The Chromium of `npm run previews`: same page, same pixels — a frozen clock (rotating selling points,
 * the year), no motion, no host but the storefronts', a shot only once the page is ready (settle.ts).
 */
import { type Browser, chromium } from "@playwright/test";
import { installPreviewHook, Requests, settle } from "./settle";

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;
export type Viewport = keyof typeof VIEWPORTS;

/**
 * Outside hosts (map tiles, anything a storefront links in) are blocked by name resolution, not by
 * Playwright's request routing: any route turns off the browser's cache and sends every request
 * through this process, which made each shot download and gunzip its ~50 scripts and images again.
 */
export function launch(hostnames: Iterable<string>): Promise<Browser> {
  const allowed = [...new Set(hostnames)].map((host) => `EXCLUDE ${host}`);
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--no-first-run",
      "--hide-scrollbars",
      // Tabs in the background must paint like the one in front (full-page shots of every tab).
      "--disable-renderer-backgrounding",
      "--disable-background-timer-throttling",
      "--disable-backgrounding-occluded-windows",
      `--host-resolver-rules=MAP * ~NOTFOUND, ${allowed.join(", ")}`,
      // Re-rastering only the changed part of a tile left ±1 differences on anti-aliased edges (the
      // map's rounded corners, a pill in the header) that changed from run to run; whole tiles do not.
      "--disable-partial-raster",
    ],
  });
}

export interface Tab {
  /** The full-page screenshot of `url`, once it is ready (settle.ts). */
  shoot(url: string, viewport: Viewport): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * A tab in a context (window) of its own, for one storefront at a time: one page that goes from URL
 * to URL, as a visitor's tab does. Its scripts and images come from the cache after the first page,
 * and Chromium keeps its renderer process; a new page per shot cost a process start, and twice the
 * CPU per shot. Each URL is a fresh document (no back-forward cache under Playwright), so a shot
 * does not depend on the one before. The clock is the context's: with one page, its moves (settle.ts)
 * reach only the page being shot.
 */
export async function openTab(browser: Browser): Promise<Tab> {
  const context = await browser.newContext({ viewport: VIEWPORTS.mobile, reducedMotion: "reduce" });
  // Before the clock: it keeps a timer of the page's own.
  await context.addInitScript(installPreviewHook);
  // Installed and paused: page timers (rotating selling points) never fire, Date is one fixed moment.
  await context.clock.install({ time: new Date("2026-06-01T10:00:00Z") });
  await context.clock.pauseAt(new Date("2026-06-01T10:00:01Z"));
  const page = await context.newPage();
  return {
    async shoot(url, viewport) {
      if (page.viewportSize()?.width !== VIEWPORTS[viewport].width) await page.setViewportSize(VIEWPORTS[viewport]);
      const requests = new Requests(page);
      try {
        await page.goto(url, { waitUntil: "load", timeout: 60_000 });
        await settle(page, requests, 30_000);
        return await page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" });
      } finally {
        requests.dispose();
      }
    },
    close: () => context.close(),
  };
}
