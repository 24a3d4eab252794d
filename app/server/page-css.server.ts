/**
 * The CSS of one rendered page. Stitches' `getCssText()` is every rule the process has rendered so
 * far — after a few pages, a page carried the CSS of all of them (a home's HTML grew from 44 to 70 KB).
 * This keeps the rules of the class names the page's markup uses, in Stitches' own format: per group
 * a marker rule naming what the group holds (`--sxs{--sxs:2 c-abc c-def}`) and the group's rules in
 * an `@media{…}` block. The browser's Stitches reads the markers when it starts and inserts any rule
 * it is not told about when a component first renders there (a modal, another page), so a marker
 * names exactly the class names whose rules are kept.
 *
 * The theme and global groups (theme variables, resets, keyframes) are kept whole; the component,
 * variant and `css` prop groups are filtered. Every rule Stitches writes for a class name has that
 * class in its selector, so a rule is kept when any of its group's class names in it is on the page.
 */

const MARKER = /--sxs\{--sxs:([^}]*)\}@media\{/g;
/** Groups 0 and 1: the themes' variables and global CSS (resets, keyframes), used on every page. */
const WHOLE_GROUPS = new Set(["0", "1"]);
const CLASS_TOKEN = /\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)/g;

interface Group {
  index: string;
  /** The group as Stitches wrote it (marker and block), for the groups kept whole. */
  text: string;
  names: string[];
  rules: { text: string; owners: string[] }[];
}

let parsed: { css: string; groups: Group[] } | null = null;

/**
 * The CSS of the latest pages by the class names they use (in the order the markup has them): a page
 * of a kind uses the same ones, so it is cut once per kind — as bytes, ready for the document — and
 * again only when Stitches' text changed. Bounded: the least recently used go first.
 */
const MEMO_ENTRIES = 128;
let memo = new Map<string, Buffer>();

/** The CSS of the page `html` (the rendered document, as bytes) out of Stitches' whole `css`. */
export function pageCss(css: string, html: Uint8Array): string {
  return pageCssBytes(css, html).toString("utf8");
}

/**
 * `pageCss` as UTF-8 bytes, what the document is made of (entry.server.tsx): `html` as React rendered
 * it, and the remembered fragments (ADR 043) printed into it afterwards — each one's class names read
 * once per fragment, not scanned again in every document that prints it.
 */
export function pageCssBytes(css: string, html: Uint8Array, printed: readonly Uint8Array[] = []): Buffer {
  if (parsed?.css !== css) {
    parsed = { css, groups: parseGroups(css) };
    memo = new Map();
  }
  const used = classNames(html);
  for (const fragment of printed) for (const name of fragmentClassNames(fragment)) used.add(name);
  const key = [...used].join(" ");
  let bytes = memo.get(key);
  if (bytes) memo.delete(key);
  else bytes = Buffer.from(cut(parsed.groups, used));
  memo.set(key, bytes);
  if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
  return bytes;
}

/** The groups' rules of the class names in `used`, with markers naming exactly those. */
function cut(groups: Group[], used: Set<string>): string {
  let out = "";
  for (const group of groups) {
    if (WHOLE_GROUPS.has(group.index)) {
      out += group.text;
      continue;
    }
    const names = group.names.filter((name) => used.has(name));
    if (!names.length) continue;
    let rules = "";
    for (const rule of group.rules) {
      if (!rule.owners.length || rule.owners.some((owner) => used.has(owner))) rules += rule.text;
    }
    out += `--sxs{--sxs:${group.index} ${names.join(" ")}}@media{${rules}}`;
  }
  return out;
}

/** Stitches' text split into its groups and each group's top-level rules. */
function parseGroups(css: string): Group[] {
  const groups: Group[] = [];
  for (const marker of css.matchAll(MARKER)) {
    const [index, ...names] = marker[1].trim().split(/\s+/);
    const start = marker.index ?? 0;
    const body = start + marker[0].length;
    const ruleTexts: string[] = [];
    let depth = 1;
    let ruleStart = body;
    let i = body;
    for (; i < css.length && depth > 0; i++) {
      const c = css[i];
      if (c === '"' || c === "'") {
        i = css.indexOf(c, i + 1);
        if (i < 0) break;
      } else if (c === "{") depth++;
      else if (c === "}") {
        depth--;
        if (depth === 1) {
          ruleTexts.push(css.slice(ruleStart, i + 1));
          ruleStart = i + 1;
        }
      }
    }
    const own = new Set(names);
    groups.push({
      index,
      text: css.slice(start, i),
      names,
      rules: ruleTexts.map((text) => ({
        text,
        owners: [...new Set([...text.matchAll(CLASS_TOKEN)].map((m) => m[1]).filter((name) => own.has(name)))],
      })),
    });
  }
  return groups;
}

const CLASS_ATTRIBUTE = / class="([^"]*)"/g;

/** A remembered fragment's class names: its bytes never change, and it is printed in many documents. */
const fragmentNames = new WeakMap<Uint8Array, readonly string[]>();
function fragmentClassNames(fragment: Uint8Array): readonly string[] {
  let names = fragmentNames.get(fragment);
  if (!names) {
    names = [...classNames(fragment)];
    fragmentNames.set(fragment, names);
  }
  return names;
}

/**
 * Every class name in the document's `class` attributes (as React writes them). One latin1 string of
 * the document, matched by one regular expression (V8's scan for its literal start beats a search per
 * attribute), and each distinct attribute value split once (a list page has some 140 attributes, a
 * few dozen distinct).
 */
function classNames(html: Uint8Array): Set<string> {
  const text = Buffer.from(html.buffer, html.byteOffset, html.byteLength).toString("latin1");
  const names = new Set<string>();
  const values = new Set<string>();
  CLASS_ATTRIBUTE.lastIndex = 0;
  for (let match = CLASS_ATTRIBUTE.exec(text); match; match = CLASS_ATTRIBUTE.exec(text)) {
    const value = match[1];
    if (values.has(value)) continue;
    values.add(value);
    for (const name of value.split(" ")) if (name) names.add(name);
  }
  return names;
}
