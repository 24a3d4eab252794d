/**
 * Shared fragments (ADR 043): the HTML of a part of the page that is the same for every render with
 * the same owner and name (the footer of a storefront, language and origin), captured from the first
 * render that shows it and printed in place of the part in the next ones, per owner object (the
 * storefront shell's `sf`: a rebuilt shell is a new owner) and name.
 */
import type { FragmentRecorder } from "../components/SharedFragment";

/** At most this many fragments per owner (one owner holds a few: the footer's variants and years). */
const MAX_PER_OWNER = 8;

/**
 * Bounded in bytes, least recently used owner first (ADR 038's way): a footer is about 7 KB, so 4 MB
 * hold every storefront × language of a 33-storefront platform many times over, and 330 storefronts
 * do not hold ten times as much.
 */
export class FragmentCache {
  private readonly byOwner = new Map<object, Map<string, Buffer>>();
  private bytes = 0;

  constructor(readonly maxBytes = 4 * 1024 * 1024) {}

  get(owner: object, name: string): Buffer | undefined {
    const fragments = this.byOwner.get(owner);
    const html = fragments?.get(name);
    if (fragments && html) {
      // Most recently used last: Map keeps insertion order.
      this.byOwner.delete(owner);
      this.byOwner.set(owner, fragments);
    }
    return html;
  }

  set(owner: object, name: string, html: Buffer) {
    let fragments = this.byOwner.get(owner);
    if (fragments && fragments.size >= MAX_PER_OWNER && !fragments.has(name)) {
      this.forget(owner);
      fragments = undefined;
    }
    if (fragments) this.byOwner.delete(owner);
    else fragments = new Map();
    this.byOwner.set(owner, fragments);
    this.bytes += html.length - (fragments.get(name)?.length ?? 0);
    fragments.set(name, html);
    for (const [oldest] of this.byOwner) {
      if (this.bytes <= this.maxBytes || oldest === owner) break;
      this.forget(oldest);
    }
  }

  /** The bytes the remembered fragments hold. */
  get heldBytes(): number {
    return this.bytes;
  }

  private forget(owner: object) {
    const fragments = this.byOwner.get(owner);
    if (!fragments) return;
    for (const html of fragments.values()) this.bytes -= html.length;
    fragments.clear();
    this.byOwner.delete(owner);
  }

  /** The record of one render. */
  recorder(): RenderFragments {
    return new RenderFragments(this);
  }
}

const markers: Buffer[] = [];
const endMarkers: Buffer[] = [];
const marker = (index: number) => (markers[index] ??= Buffer.from(`<template data-fragment="${index}"></template>`));
const endMarker = (index: number) =>
  (endMarkers[index] ??= Buffer.from(`<template data-fragment-end="${index}"></template>`));

export class RenderFragments implements FragmentRecorder {
  private readonly marks: { owner: object; name: string; html: Buffer | undefined }[] = [];

  constructor(private readonly cache: FragmentCache) {}

  mark(owner: object, name: string) {
    const html = this.cache.get(owner, name);
    this.marks.push({ owner, name, html });
    return { index: this.marks.length - 1, remembered: html !== undefined };
  }

  /**
   * The document with every remembered fragment printed in place of its marker, and the markers of the
   * others removed — their HTML remembered, unless `remember` is false (a render that failed somewhere
   * is not one to copy).
   */
  apply(document: Buffer, remember: boolean): Buffer {
    if (!this.marks.length) return document;
    const edits: { at: number; length: number; html: Buffer }[] = [];
    // Markers come in render order, which is the document's but for parts that waited for their
    // boundary (printed after the rest): each search starts where the previous marker was found.
    let cursor = 0;
    this.marks.forEach((mark, index) => {
      const start = marker(index);
      let at = document.indexOf(start, cursor);
      if (at < 0) at = document.indexOf(start);
      // A part React rendered anew (it suspended, or failed into its boundary) left no marker.
      if (at < 0) return;
      cursor = at + start.length;
      if (mark.html) {
        edits.push({ at, length: start.length, html: mark.html });
        return;
      }
      const end = endMarker(index);
      const endAt = document.indexOf(end, at + start.length);
      if (endAt < 0) return;
      edits.push({ at, length: start.length, html: Buffer.alloc(0) });
      edits.push({ at: endAt, length: end.length, html: Buffer.alloc(0) });
      if (remember) this.cache.set(mark.owner, mark.name, Buffer.from(document.subarray(at + start.length, endAt)));
    });
    if (!edits.length) return document;
    edits.sort((a, b) => a.at - b.at);
    const pieces: Buffer[] = [];
    let from = 0;
    for (const edit of edits) {
      pieces.push(document.subarray(from, edit.at), edit.html);
      from = edit.at + edit.length;
    }
    pieces.push(document.subarray(from));
    return Buffer.concat(pieces);
  }
}

/** The process's fragments. */
export const fragments = new FragmentCache();
