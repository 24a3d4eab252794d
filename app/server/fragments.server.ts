/**
 * Shared fragments (ADR 043): the HTML of a part of the page that is the same for every render with
 * the same owner and name (the footer of a storefront, language and origin), captured from the first
 * render that shows it and printed in place of the part in the next ones, per owner object (the
 * storefront shell's `sf`: a rebuilt shell is a new owner) and name.
 */
import type { FragmentRecorder } from "../components/SharedFragment";

/** At most this many fragments per owner (one owner holds a few: the footer's variants and years). */
const MAX_PER_OWNER = 8;

/** What the cache holds for one owner, which it holds weakly (the owner lives as long as what it shows). */
export interface Held {
  owner: WeakRef<object>;
  fragments: Map<string, Buffer>;
  bytes: number;
}

/** What tells the cache that an owner was collected: a FinalizationRegistry (tests give their own). */
export interface OwnerWatch {
  register(owner: object, held: Held, token: Held): void;
  unregister(token: Held): void;
}

/**
 * Bounded in bytes, least recently used owner first (ADR 038's way): a footer is about 7 KB, so 4 MB
 * hold every storefront × language of a 33-storefront platform many times over, and 330 storefronts
 * do not hold ten times as much. Owners are held weakly: a product's cards go with the read cache's
 * answer that owned them (a Map keyed by owners kept every answer ever shown alive until evicted), and
 * each fragment owns exactly its bytes (a copy out of Buffer's shared pool would keep an 8 KB slab).
 */
export class FragmentCache {
  private readonly byOwner = new WeakMap<object, Held>();
  /** Least recently used first: Set keeps insertion order. */
  private readonly recent = new Set<Held>();
  private bytes = 0;
  private readonly watch: OwnerWatch;

  constructor(
    readonly maxBytes = 4 * 1024 * 1024,
    watch: (gone: (held: Held) => void) => OwnerWatch = (gone) => new FinalizationRegistry(gone),
  ) {
    this.watch = watch((held) => this.gone(held));
  }

  get(owner: object, name: string): Buffer | undefined {
    const held = this.byOwner.get(owner);
    const html = held?.fragments.get(name);
    if (held && html) {
      this.recent.delete(held);
      this.recent.add(held);
    }
    return html;
  }

  set(owner: object, name: string, html: Buffer) {
    let held = this.byOwner.get(owner);
    if (held && held.fragments.size >= MAX_PER_OWNER && !held.fragments.has(name)) {
      this.forget(held);
      held = undefined;
    }
    if (held) this.recent.delete(held);
    else {
      held = { owner: new WeakRef(owner), fragments: new Map(), bytes: 0 };
      this.byOwner.set(owner, held);
      this.watch.register(owner, held, held);
    }
    this.recent.add(held);
    const change = html.length - (held.fragments.get(name)?.length ?? 0);
    held.bytes += change;
    this.bytes += change;
    held.fragments.set(name, html);
    for (const oldest of this.recent) {
      if (this.bytes <= this.maxBytes || oldest === held) break;
      this.forget(oldest);
    }
  }

  /** The bytes the remembered fragments hold. */
  get heldBytes(): number {
    return this.bytes;
  }

  /** Owners whose fragments are remembered. */
  get owners(): number {
    return this.recent.size;
  }

  private forget(held: Held) {
    this.watch.unregister(held);
    const owner = held.owner.deref();
    if (owner) this.byOwner.delete(owner);
    this.gone(held);
  }

  /** The owner was collected (its WeakMap entry with it) or forgotten: its bytes are free. */
  private gone(held: Held) {
    if (!this.recent.delete(held)) return;
    this.bytes -= held.bytes;
    held.fragments.clear();
  }

  /** The record of one render. */
  recorder(): RenderFragments {
    return new RenderFragments(this);
  }
}

/** A copy of `bytes` that owns exactly its memory (Buffer.from would take small ones out of the shared pool). */
function ownCopy(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

const markers: Buffer[] = [];
const endMarkers: Buffer[] = [];
const marker = (index: number) => (markers[index] ??= Buffer.from(`<template data-fragment="${index}"></template>`));
const endMarker = (index: number) =>
  (endMarkers[index] ??= Buffer.from(`<template data-fragment-end="${index}"></template>`));

export class RenderFragments implements FragmentRecorder {
  private readonly marks: { owner: object; name: string; html: Buffer | undefined }[] = [];
  /** The remembered fragments `edits` printed into the document, in no particular order. */
  readonly printed: Buffer[] = [];

  constructor(private readonly cache: FragmentCache) {}

  mark(owner: object, name: string) {
    const html = this.cache.get(owner, name);
    this.marks.push({ owner, name, html });
    return { index: this.marks.length - 1, remembered: html !== undefined };
  }

  /**
   * The edits (for `spliced`) that print every remembered fragment in place of its marker and remove
   * the markers of the others — their HTML remembered, unless `remember` is false (a render that failed
   * somewhere is not one to copy). The entry adds its own edit (the page's CSS, which reads `printed`),
   * so the document is copied once.
   */
  edits(document: Buffer, remember: boolean): Edit[] {
    const edits: Edit[] = [];
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
        this.printed.push(mark.html);
        return;
      }
      const end = endMarker(index);
      const endAt = document.indexOf(end, at + start.length);
      if (endAt < 0) return;
      edits.push({ at, length: start.length, html: NOTHING });
      edits.push({ at: endAt, length: end.length, html: NOTHING });
      if (remember) this.cache.set(mark.owner, mark.name, ownCopy(document.subarray(at + start.length, endAt)));
    });
    return edits;
  }
}

/** `length` bytes of a document at `at` replaced by `html`. */
export interface Edit {
  at: number;
  length: number;
  html: Uint8Array;
}

const NOTHING = Buffer.alloc(0);

/** The document with the edits made (edits do not overlap), in one copy; the document itself without any. */
export function spliced(document: Buffer, edits: Edit[]): Buffer {
  if (!edits.length) return document;
  edits.sort((a, b) => a.at - b.at);
  const pieces: Uint8Array[] = [];
  let from = 0;
  for (const edit of edits) {
    pieces.push(document.subarray(from, edit.at), edit.html);
    from = edit.at + edit.length;
  }
  pieces.push(document.subarray(from));
  return Buffer.concat(pieces);
}

/** The process's fragments. */
export const fragments = new FragmentCache();
