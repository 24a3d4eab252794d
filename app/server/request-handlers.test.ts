import { describe, expect, it } from "vitest";
import { RequestHandlers } from "./request-handlers.server";

describe("request handlers per basename", () => {
  it("makes a basename's handler once and reuses it", () => {
    let made = 0;
    const handlers = new RequestHandlers((basename) => ({ basename, n: ++made }));
    const first = handlers.for("/fr");
    expect(handlers.for("/fr")).toBe(first);
    expect(handlers.for("/")).not.toBe(first);
    expect(made).toBe(2);
  });

  it("keeps the most recently used basenames only, whatever the number of storefronts", () => {
    const made: string[] = [];
    const handlers = new RequestHandlers((basename) => made.push(basename) && basename, 3);
    for (const b of ["/a", "/b", "/c", "/a", "/d"]) handlers.for(b);
    expect(handlers.size).toBe(3);
    // /b was the least recently used when /d came: made again; /a, /c and /d are still there.
    handlers.for("/a");
    handlers.for("/c");
    handlers.for("/d");
    handlers.for("/b");
    expect(made).toEqual(["/a", "/b", "/c", "/d", "/b"]);
    for (let i = 0; i < 1000; i++) handlers.for(`/copy-${i}`);
    expect(handlers.size).toBe(3);
  });
});
