/**
 * `#phone-rules` on the server, in tests and scripts (package.json "imports", the default condition):
 * the rules with the module, so the server always checks phone numbers (ADR 029).
 */
import * as rules from "./phone-check";

export type PhoneRules = typeof rules;

/** The rules; on the server they are always there. */
export function phoneRules(): PhoneRules | undefined {
  return rules;
}

export function loadPhoneRules(): Promise<PhoneRules> {
  return Promise.resolve(rules);
}
