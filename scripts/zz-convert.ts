import { readFileSync, writeFileSync } from "node:fs";
import { buildSchema, parse, TypeInfo, visit, visitWithTypeInfo, getNamedType } from "graphql";
const schema = buildSchema(readFileSync("app/graphql/schema.graphql", "utf8"));
const files = process.argv.slice(2);
const FRAG: Record<string, string> = {
  "app/basket/queries.server.ts:CART_FIELDS": "CartFields",
  "app/basket/queries.server.ts:ITEM": "OrderItemFields",
  "app/catalog/queries.server.ts:PRODUCT_FIELDS": "ProductCard",
  "app/redeem/api-docs.server.ts:PRODUCT_FIELDS": "RedeemProductFields",
  "app/redeem/api-docs.server.ts:INFO_FIELDS": "RedeemInfo",
  "app/content/content-screens.server.ts:POST_FIELDS": "PostFields",
  "app/content/content-screens.server.ts:MOMENT_FIELDS": "MomentFields",
  "app/content/load.server.ts:PAGE_FIELDS": "ContentPageFields",
  "app/account-area/api-docs.server.ts:SUMMARY": "AccountOrderSummary",
  "app/checkout/confirmation.server.ts:STATUS_FIELDS": "OrderStatusFields",
  "app/checkout/checkout.server.ts:PAYMENTS_FIELDS": "GiftCardPaymentFields",
  "app/locations/load.server.ts:LOCATION_FIELDS": "LocationFields",
  "app/shell/header/SearchPanel.tsx:GIFTCARD_FIELDS": "GiftcardSearchFields",
  "app/catalog/list/list.server.ts:TERM_FIELDS": "TermFields",
};
// const table: file -> name -> raw template content
const consts = new Map<string, Map<string, string>>();
const allFiles = readFileSync("/tmp/wt-typed-conv/allfiles", "utf8").trim().split("\n");
for (const f of allFiles) {
  const text = readFileSync(f, "utf8");
  const m = new Map<string, string>();
  const re = /(?:export )?const ([A-Z_]+) = (?:\/\* GraphQL \*\/ )?(?:`([^`]*)`|"([^"]*)");/g;
  for (const x of text.matchAll(re)) m.set(x[1], x[2] ?? x[3]);
  consts.set(f, m);
}
function lookup(file: string, name: string): [string, string] {
  if (consts.get(file)?.has(name)) return [file, consts.get(file)!.get(name)!];
  const text = readFileSync(file, "utf8");
  for (const imp of text.matchAll(/import \{([^}]*)\} from "([^"]+)";/g)) {
    if (!imp[1].split(",").map((s) => s.trim().replace(/^type /, "")).includes(name)) continue;
    const target = new URL(imp[2] + ".ts", "file:///work/wt-typed/" + file).pathname.replace("/work/wt-typed/", "");
    for (const cand of [target, target.replace(/\.ts$/, ".tsx")]) if (consts.get(cand)?.has(name)) return [cand, consts.get(cand)!.get(name)!];
  }
  throw new Error(`${file}: ${name} not found`);
}
const fragTypes = new Map<string, Set<string>>(); // fragName -> types
const fragBodies = new Map<string, [string, string]>(); // fragName -> [defFile, body]
function expand(file: string, tpl: string): string {
  return tpl.replace(/\$\{([A-Z_]+)\}/g, (_, name) => {
    const [def, raw] = lookup(file, name);
    const frag = FRAG[`${def}:${name}`];
    if (frag) {
      fragBodies.set(frag, [def, expand(def, raw)]);
      return `...${frag}`;
    }
    return expand(def, raw);
  });
}
const out = new Map<string, string>();
for (const file of files) {
  let text = readFileSync(file, "utf8");
  let result = "";
  let i = 0;
  for (;;) {
    const at = text.indexOf("doc<", i);
    if (at < 0) break;
    if (/[A-Za-z_.]/.test(text[at - 1])) { result += text.slice(i, at + 4); i = at + 4; continue; }
    let depth = 0, j = at + 3;
    for (; j < text.length; j++) { if (text[j] === "<") depth++; else if (text[j] === ">") { depth--; if (depth === 0) break; } }
    if (text[j + 1] !== "(") throw new Error(`${file}: no ( after doc<>`);
    let k = j + 2;
    const rest = text.slice(k);
    const m = rest.match(/^\s*(?:\/\* GraphQL \*\/\s*)?`/);
    if (!m) throw new Error(`${file}: doc arg not template at ${text.slice(k, k + 40)}`);
    const start = k + m[0].length;
    const end = text.indexOf("`", start);
    const tpl = text.slice(start, end);
    const after = text.slice(end + 1).match(/^\s*,?\s*\)/)!;
    const expanded = expand(file, tpl);
    result += text.slice(i, at) + "graphql(`" + expanded + "`)";
    i = end + 1 + after[0].length;
    // fragment types
    const withFrags = expanded;
    try {
      const ast = parse(withFrags + [...fragBodies].map(([n]) => `\nfragment ${n} on Query { __typename }`).join(""));
      const ti = new TypeInfo(schema);
      visit(ast, visitWithTypeInfo(ti, { FragmentSpread(node) { const t = ti.getParentType(); if (t) { const s = fragTypes.get(node.name.value) ?? new Set(); s.add(getNamedType(t).name); fragTypes.set(node.name.value, s); } } }));
    } catch (e) { console.error(file, String(e)); }
  }
  result += text.slice(i);
  result = result.replace(/import \{ doc \} from "(\.\.\/)+api\/client\.server";/, (m) => m.replace("{ doc }", "{ graphql }").replace("client.server", "generated/server"));
  out.set(file, result);
}
// nested fragments inside fragment bodies
for (let n = 0; n < 3; n++) for (const [frag, [def, body]] of fragBodies) {
  try {
    const ast = parse(`{ x { ${body} } }`.replace("{ x {", "query Q { __typename ... on Query {") );
  } catch {}
}
for (const [frag, [def, body]] of fragBodies) {
  const types = fragTypes.get(frag);
  console.log(frag, def, types && [...types].join(","));
}
for (const [file, text] of out) writeFileSync(file, text);
writeFileSync("/tmp/wt-typed-conv/frags.json", JSON.stringify([...fragBodies].map(([f, [d, b]]) => [f, d, b, [...(fragTypes.get(f) ?? [])]])));
