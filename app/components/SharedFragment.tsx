import { createContext, type ReactNode, useContext } from "react";

/**
 * The server's record of the shared fragments of one render (app/server/fragments.server.ts): whether
 * a fragment's HTML is remembered, and its number in this render.
 */
export interface FragmentRecorder {
  mark(owner: object, name: string): { index: number; remembered: boolean };
}

/** Given by entry.server.tsx on the server; the browser has none. */
export const FragmentContext = /* @__PURE__ */ createContext<FragmentRecorder | null>(null);

interface SharedFragmentProps {
  /** null: the part is rendered every time (its data is this visitor's own, not shared). */
  owner: object | null;
  name: string;
  children: ReactNode;
}

/**
 * A part of the page whose HTML is the same for every render with the same `owner` (an object that
 * lives as long as what the part shows: the storefront shell's `sf`) and `name` (what else it depends
 * on). The server renders it once and then prints the remembered HTML in its place — the document is
 * byte for byte what rendering it would give, so the browser hydrates it as usual (ADR 043). In the
 * browser it is its children (and the server's code stays out of the first-load JS).
 */
export const SharedFragment = import.meta.env.SSR ? RememberedFragment : PlainFragment;

/**
 * The part between two empty places, as the server prints it between its two markers: React numbers
 * `useId`s by their place in the tree, so a form's ids in the server's HTML are the browser's own.
 */
export function PlainFragment({ children }: SharedFragmentProps) {
  return (
    <>
      {null}
      {children}
      {null}
    </>
  );
}

export function RememberedFragment({ owner, name, children }: SharedFragmentProps) {
  const recorder = useContext(FragmentContext);
  if (!recorder || !owner)
    return (
      <PlainFragment owner={owner} name={name}>
        {children}
      </PlainFragment>
    );
  const { index, remembered } = recorder.mark(owner, name);
  // Markers the server replaces once the document is rendered: no browser ever sees them.
  if (remembered) return <template data-fragment={index} />;
  return (
    <>
      <template data-fragment={index} />
      {children}
      <template data-fragment-end={index} />
    </>
  );
}
