/** Tiny constructors that keep the language packs readable. */
import type { ContentBlock } from "../../catalogue-types";

export const h = (text: string): ContentBlock => ({ type: "heading", text });
export const p = (text: string): ContentBlock => ({ type: "paragraph", text });
export const ul = (...items: string[]): ContentBlock => ({ type: "list", items });
export const faq = (...pairs: [question: string, answer: string][]): ContentBlock => ({
  type: "faq",
  items: pairs.map(([question, answer]) => ({ question, answer })),
});
