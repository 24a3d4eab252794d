/** The hosted card fields: the server's check and the page's script, both from card-rules.ts. */
import { cardDigits, cardFieldErrors, luhnValid } from "./card-rules";
import { testPayBrandOf } from "./test-cards";
import { en, type Texts } from "./texts";

export type CardCheck = { ok: true; number: string; brand: string } | { ok: false; errors: Record<string, string> };

/** The hosted fields' rules (card-rules.ts), checked again on the server. */
export function checkCard(body: Record<string, unknown>, t: Texts = en, now = new Date()): CardCheck {
  const values = {
    number: String(body.number ?? ""),
    expiry: String(body.expiry ?? ""),
    cvc: String(body.cvc ?? ""),
    holder: String(body.holder ?? ""),
  };
  const number = cardDigits(values.number);
  const brand = testPayBrandOf(number);
  const errors = cardFieldErrors(values, brand, t.card.errors, now, luhnValid);
  if (Object.keys(errors).length > 0 || !brand) return { ok: false, errors };
  return { ok: true, number, brand };
}

/**
 * The card fields' script, served as a file (the CSP forbids inline scripts). __DATA__ becomes the
 * brand patterns (the server's own, so the live brand and the server agree), brand names and texts.
 * It checks with the rules' own source (card-rules.ts, as checkCard does), then tokenizes and hands
 * the token to the shop's page.
 */
export const CARD_SCRIPT = `(function () {
  "use strict";
  var data = __DATA__;
  var luhnValid = ${luhnValid.toString()};
  var cardFieldErrors = ${cardFieldErrors.toString()};
  var patterns = data.patterns.map(function (p) { return [p[0], new RegExp(p[1])]; });
  var form = document.getElementById("card");
  var fields = ["number", "expiry", "cvc", "holder"];
  var input = {};
  fields.forEach(function (name) { input[name] = document.getElementById(name); });
  var hint = document.getElementById("brand");
  var status = document.getElementById("card-status");
  var busy = false;

  function digitsOf(value) { return value.replace(/[\\s-]+/g, ""); }
  function brandOf(value) {
    var digits = digitsOf(value);
    for (var i = 0; i < patterns.length; i++) if (patterns[i][1].test(digits)) return patterns[i][0];
    return null;
  }
  function brandName(brand) { return data.brandNames[brand] || brand; }
  function check() {
    var values = { number: input.number.value, expiry: input.expiry.value, cvc: input.cvc.value, holder: input.holder.value };
    return cardFieldErrors(values, brandOf(values.number), data.texts.errors, new Date(), luhnValid);
  }
  function show(errors) {
    var first = null;
    fields.forEach(function (name) {
      document.getElementById(name + "-error").textContent = errors[name] || "";
      input[name].setAttribute("aria-invalid", errors[name] ? "true" : "false");
      if (errors[name] && !first) first = input[name];
    });
    if (first) first.focus();
  }

  input.number.addEventListener("input", function () {
    var brand = brandOf(input.number.value);
    // The brand id itself is the text (what the shop's page and its tests read), capitalised by CSS.
    var parts = data.texts.brand.split("{brand}");
    hint.textContent = "";
    if (!brand) return;
    var name = document.createElement("span");
    name.className = "brand-name";
    name.setAttribute("data-brand", brand);
    name.textContent = brand;
    hint.appendChild(document.createTextNode(parts[0]));
    hint.appendChild(name);
    hint.appendChild(document.createTextNode(parts[1] || ""));
  });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    if (busy) return;
    var errors = check();
    show(errors);
    if (Object.keys(errors).length) { status.textContent = ""; return; }
    busy = true;
    status.textContent = data.texts.checking;
    var body = { number: input.number.value, expiry: input.expiry.value, cvc: input.cvc.value, holder: input.holder.value };
    fetch(data.tokenizeUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), credentials: "same-origin" })
      .then(function (response) { return response.json().then(function (json) { return { ok: response.ok, json: json }; }); })
      .then(function (result) {
        busy = false;
        if (!result.ok) { status.textContent = ""; show(result.json.errors || {}); return; }
        show({});
        status.textContent = data.texts.accepted.replace("{brand}", brandName(result.json.brand)).replace("{last4}", result.json.last4);
        window.parent.postMessage({ type: "testpay:card", token: result.json.token, brand: result.json.brand, last4: result.json.last4 }, location.origin);
      })
      .catch(function () { busy = false; status.textContent = data.texts.failed; });
  });
  // Tells automated checks (and styles) that the fields are live.
  form.setAttribute("data-ready", "true");
})();
`;
