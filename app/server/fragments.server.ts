/**
 * Shared fragments (ADR 043): the HTML of a part of the page that is the same for every render with
 * the same owner and name (the footer of a storefront, language and origin), captured from the first
 * render that shows it and printed in place of the part in the next ones. Kept per owner object in a
 * WeakMap: when the owner goes (the shell of a storefront rebuilt), its fragments go with it.
 */
import type { FragmentRecorder } from "../components/SharedFragment";

/** At most this many fragments per owner (one owner holds a few: the footer's variants and years). */
const MAX_PER_OWNER = 8;

export class FragmentCache {
  private readonly byOwner = new WeakMap<object, Map<string, Buffer>>();

  get(owner: object, name: string): Buffer | undefined {
    return this.byOwner.get(owner)?.get(name);
  }

  set(owner: object, name: string, html: Buffer) {
    let fragments = this.byOwner.get(owner);
    if (!fragments) {
      fragments = new Map();
      this.byOwner.set(owner, fragments);
    }
    if (fragments.size >= MAX_PER_OWNER) fragments.clear();
    fragments.set(name, html);
  }

  /** The record of one render. */
  recorder(): RenderFragments {
    return new RenderFragments(this);
  }
}

const marker = (index: number) => Buffer.from(`<template data-fragment="${index}"></template>`);
const endMarker = (index: number) => Buffer.from(`<template data-fragment-end="${index}"></template>`);

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
    this.marks.forEach((mark, index) => {
      const start = marker(index);
      const at = document.indexOf(start);
      // A part React rendered anew (it suspended, or failed into its boundary) left no marker.
      if (at < 0) return;
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

/** The process's fragments (a storefront's footer is a few KB: 33 storefronts' hold well under a MB). */
export const fragments = new FragmentCache();
