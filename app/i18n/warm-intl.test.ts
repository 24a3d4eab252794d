/**
 * The Intl warm-up (ADR 050): one throw-away worker for the page's locale, started before hydration;
 * where a browser has no workers or refuses them, the page goes on as before.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { warmIntl } from "./warm-intl";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Stubs Worker and the blob URL functions; returns the scripts the workers were started with. */
function stubWorkers(construct?: () => void) {
  const scripts: string[] = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    "Worker",
    class {
      constructor(url: string) {
        construct?.();
        const blob = blobs.get(url);
        if (!blob) throw new Error(`no blob for ${url}`);
        scripts.push(url);
      }
    },
  );
  const revoked: string[] = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    const url = `blob:shop/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation((url) => revoked.push(url));
  return { scripts, blobs, revoked };
}

describe("warmIntl", () => {
  it("starts one worker whose script makes the page locale's formatters and then closes", async () => {
    vi.useFakeTimers();
    const { scripts, blobs, revoked } = stubWorkers();
    warmIntl("nl-BE");
    expect(scripts).toHaveLength(1);
    const source = await (blobs.get(scripts[0]) as Blob).text();
    expect(source).toContain('"nl-BE"');
    // Run the script as the worker would, with its `close`: it formats and closes.
    const close = vi.fn();
    new Function("close", source)(close);
    expect(close).toHaveBeenCalledOnce();
    // The blob's URL is given back once the worker has had time to read it.
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(revoked).toEqual(scripts);
  });

  it("closes its worker even for a locale Intl refuses", async () => {
    const { scripts, blobs } = stubWorkers();
    warmIntl("not a locale");
    const close = vi.fn();
    const source = await (blobs.get(scripts[0]) as Blob).text();
    expect(() => new Function("close", source)(close)).toThrow(RangeError);
    expect(close).toHaveBeenCalledOnce();
  });

  it("does nothing where there are no workers, and swallows a refused one", () => {
    vi.stubGlobal("Worker", undefined);
    expect(() => warmIntl("nl-BE")).not.toThrow();
    stubWorkers(() => {
      throw new DOMException("refused by the Content-Security-Policy", "SecurityError");
    });
    expect(() => warmIntl("nl-BE")).not.toThrow();
  });
});
