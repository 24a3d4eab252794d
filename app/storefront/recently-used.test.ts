import { describe, expect, it } from "vitest";
import { RecentlyUsed } from "./recently-used";

describe("recently used entries (request handlers per basename, shells per storefront and language)", () => {
  it("makes a key's entry once and reuses it", () => {
    let made = 0;
    const handlers = new RecentlyUsed<{ basename: string; n: number }>();
    const make = (basename: string) => ({ basename, n: ++made });
    const first = handlers.get("/fr", make);
    expect(handlers.get("/fr", make)).toBe(first);
    expect(handlers.get("/", make)).not.toBe(first);
    expect(made).toBe(2);
  });

  it("keeps the most recently used keys only, whatever the number of storefronts", () => {
    const made: string[] = [];
    const handlers = new RecentlyUsed<string>(3);
    const make = (basename: string) => {
      made.push(basename);
      return basename;
    };
    for (const b of ["/a", "/b", "/c", "/a", "/d"]) handlers.get(b, make);
    expect(handlers.size).toBe(3);
    // /b was the least recently used when /d came: made again; /a, /c and /d are still there.
    handlers.get("/a", make);
    handlers.get("/c", make);
    handlers.get("/d", make);
    handlers.get("/b", make);
    expect(made).toEqual(["/a", "/b", "/c", "/d", "/b"]);
    for (let i = 0; i < 1000; i++) handlers.get(`/copy-${i}`, make);
    expect(handlers.size).toBe(3);
  });

  it("makes a forgotten key again", () => {
    let made = 0;
    const shells = new RecentlyUsed<number>();
    shells.get("kadoo-be|nl", () => ++made);
    shells.delete("kadoo-be|nl");
    expect(shells.get("kadoo-be|nl", () => ++made)).toBe(2);
  });
});
