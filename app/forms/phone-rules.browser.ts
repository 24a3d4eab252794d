/**
 * `#phone-rules` in the browser (package.json "imports", the "browser" condition): libphonenumber and
 * its metadata load on demand, out of the page's first load (ADR 029). Until they are there, the browser
 * leaves phone numbers to the server, which checks them with the same schema.
 */
import type { PhoneRules } from "./phone-rules.server";

let rules: PhoneRules | undefined;
let loading: Promise<PhoneRules> | undefined;

/** The rules once loaded; undefined before (and starts loading them). */
export function phoneRules(): PhoneRules | undefined {
  if (!rules) loadPhoneRules().catch(() => {});
  return rules;
}

/** Loads the rules once; a failed load (offline) is tried again on the next call. */
export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import("./phone-check").then(
    (module) => {
      rules = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
