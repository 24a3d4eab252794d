/** The store switcher form's schema (kept apart from logic.ts so the banner ships without valibot). */
import * as v from "valibot";

/** spec §5 "Language form": country, language and currency are required. */
export const StoreSwitcherSchema = v.object({
  store: v.pipe(v.string("Country is a required field"), v.nonEmpty("Country is a required field")),
  language: v.pipe(v.string("Language is a required field"), v.nonEmpty("Language is a required field")),
  currency: v.pipe(v.string("Currency is a required field"), v.nonEmpty("Currency is a required field")),
});
export type StoreSwitcherValues = v.InferOutput<typeof StoreSwitcherSchema>;
