/**
 * The Intl warm-up (ADR 050): one throw-away worker told the page's locale, started before hydration;
 * the worker formats and ends, whatever the locale; where a browser has no workers or refuses them,
 * the page goes on as before.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { warmIntl } from "./warm-intl";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("warmIntl", () => {
  it("starts the warm-up worker and tells it the page's locale", () => {
    const started: { url: string; messages: unknown[] }[] = [];
    vi.stubGlobal(
      "Worker",
      class {
        messages: unknown[] = [];
        constructor(url: URL) {
          started.push({ url: url.href, messages: this.messages });
        }
        postMessage(message: unknown) {
          this.messages.push(message);
        }
      },
    );
    warmIntl("nl-BE");
    expect(started).toHaveLength(1);
    expect(started[0].url).toMatch(/\/intl-warm\.worker\.ts$/);
    expect(started[0].messages).toEqual(["nl-BE"]);
  });

  it("does nothing where there are no workers, and goes on when one is refused", () => {
    vi.stubGlobal("Worker", undefined);
    expect(() => warmIntl("nl-BE")).not.toThrow();
    vi.stubGlobal(
      "Worker",
      class {
        constructor() {
          throw new DOMException("refused by the Content-Security-Policy", "SecurityError");
        }
      },
    );
    expect(() => warmIntl("nl-BE")).not.toThrow();
  });
});

describe("the warm-up worker", () => {
  async function worker() {
    const scope = { onmessage: null as ((event: { data: unknown }) => void) | null, close: vi.fn() };
    vi.stubGlobal("self", scope);
    await import("./intl-warm.worker");
    if (!scope.onmessage) throw new Error("the worker listens for no message");
    return { scope, onmessage: scope.onmessage };
  }

  it("formats for the locale it is told and ends", async () => {
    const { scope, onmessage } = await worker();
    const plural = vi.spyOn(Intl, "PluralRules");
    onmessage({ data: "fr-BE" });
    expect(plural).toHaveBeenCalledWith("fr-BE");
    expect(scope.close).toHaveBeenCalledOnce();
    plural.mockRestore();
  });

  it("ends as well for a locale Intl refuses", async () => {
    const { scope, onmessage } = await worker();
    expect(() => onmessage({ data: "not a locale" })).not.toThrow();
    expect(scope.close).toHaveBeenCalledOnce();
  });
});
