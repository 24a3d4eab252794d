import { getCssText } from "../themes/stitches.config";

/** Marker the server replaces with the page's CSS once the whole document has rendered (entry.server). */
export const STITCHES_PLACEHOLDER = "/*stitches-css*/";

/**
 * Server: the placeholder. Client: the server's CSS text, unchanged for the life of the page —
 * Stitches inserts client-side rules into this element's sheet through the CSSOM; if React ever
 * re-set its text, the browser would build a new sheet and every rule inserted later would be lost.
 */
let clientCss: string | undefined;
export function stitchesCss(): string {
  if (typeof document === "undefined") return STITCHES_PLACEHOLDER;
  clientCss ??= document.getElementById("stitches")?.innerHTML ?? getCssText();
  return clientCss;
}
