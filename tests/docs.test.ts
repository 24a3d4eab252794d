/**
 * The README is the front door and the docs are its rooms: the README stays short, every relative link
 * in it and in docs/ reaches an existing file (and heading, for a #anchor), and its commands table names
 * every npm script, so neither can drift from the code.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const README = path.join(root, "README.md");
const README_MAX_LINES = 150;

/** README.md and every Markdown file under docs/. */
function markdownFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return walk(file);
      return name.endsWith(".md") ? [file] : [];
    });
  return [README, ...walk(path.join(root, "docs"))];
}

/** The text outside fenced code blocks and inline code: what renders as Markdown. */
function prose(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "")
    .replace(/`[^`\n]*`/g, "")
    .replace(/<!--[\s\S]*?-->/g, "");
}

/** Inline links and images `[text](target "title")` and reference definitions `[x]: target`. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
  const references = [...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]);
  return [...inline, ...references];
}

/** GitHub's anchor of a heading: its rendered text lower-cased, punctuation dropped, spaces as hyphens. */
function headingSlug(heading: string): string {
  const rendered = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/(\*\*|__|\*)/g, "")
    .trim()
    .toLowerCase();
  return rendered.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "").replace(/ /g, "-");
}

/** Every anchor a Markdown file's headings make (a repeated heading gets -1, -2, …, as on GitHub). */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  const withoutCode = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
  for (const m of withoutCode.matchAll(/^ {0,3}#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = headingSlug(m[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/** What is wrong with one link of `from`, or null when it resolves. */
function brokenLink(from: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) return null; // http:, mailto:, …
  const [file, anchor] = target.split("#", 2) as [string, string | undefined];
  const resolved = file ? path.resolve(path.dirname(from), decodeURI(file)) : from;
  if (!resolved.startsWith(root)) return `${target}: outside the repository`;
  if (!existsSync(resolved)) return `${target}: no such file`;
  if (anchor === undefined || !resolved.endsWith(".md")) return null;
  return anchors(readFileSync(resolved, "utf8")).has(decodeURIComponent(anchor))
    ? null
    : `${target}: no heading #${anchor} in ${path.relative(root, resolved)}`;
}

/** npm's lifecycle hooks run by themselves (after `npm install`, before `npm test`, …): not commands. */
const LIFECYCLE = /^(pre|post)|^(install|prepare|prepublish|prepack|uninstall)$/;

/** The scripts the README's "Commands" table names: `npm start`, `npm test`, `npm run <name>`. */
function commandsInTable(readme: string): Set<string> {
  const section = readme.split(/^## /m).find((s) => s.startsWith("Commands\n"));
  const names = new Set<string>();
  if (!section) return names;
  for (const row of section.split("\n").filter((l) => l.startsWith("|"))) {
    const first = row.split("|")[1] ?? "";
    for (const m of first.matchAll(/`npm (?:run ([\w:.-]+)|(start|test|stop|restart))\b[^`]*`/g))
      names.add(m[1] ?? m[2]);
  }
  return names;
}

describe("README and docs", () => {
  const readme = readFileSync(README, "utf8");

  it(`README.md is at most ${README_MAX_LINES} lines`, () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it("every relative link in README.md and docs/ reaches a file, and a #anchor a heading in it", () => {
    const broken = markdownFiles().flatMap((file) =>
      linkTargets(readFileSync(file, "utf8"))
        .map((target) => brokenLink(file, target))
        .filter((problem): problem is string => problem !== null)
        .map((problem) => `${path.relative(root, file)}: ${problem}`),
    );
    expect(broken).toEqual([]);
  });

  it("the README's commands table names every npm script of package.json", () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    const listed = commandsInTable(readme);
    const missing = Object.keys(scripts).filter((name) => !LIFECYCLE.test(name) && !listed.has(name));
    expect(missing).toEqual([]);
    // …and no row for a script that is gone (a newcomer would run a command that does not exist).
    const gone = [...listed].filter((name) => !(name in scripts));
    expect(gone).toEqual([]);
  });
});

describe("the docs gate's own reading of Markdown", () => {
  it("takes links outside code, with GitHub's anchors", () => {
    const md = "See [a](docs/a.md#the-x) and `[b](nope.md)`.\n```\n[c](nope.md)\n```\n[d]: ./d.md\n";
    expect(linkTargets(md)).toEqual(["docs/a.md#the-x", "./d.md"]);
    expect(headingSlug("What `npm test` runs")).toBe("what-npm-test-runs");
    expect(headingSlug("Fuzz suite: structure generators (tests/fuzz)")).toBe(
      "fuzz-suite-structure-generators-testsfuzz",
    );
    expect(headingSlug("4. Pictures (public/brand/&lt;code&gt;/)")).toBe("4-pictures-publicbrandcode");
    expect([...anchors("# A\n## B\n## B\n```\n# not a heading\n```\n")]).toEqual(["a", "b", "b-1"]);
  });

  it("reads the commands table's first column only", () => {
    const readme =
      "## Commands\n\n| command | what |\n| - | - |\n| `npm start` | x |\n| `npm run a:b -- --x` / `npm run c` | `npm run d` |\n\n## Next\n";
    expect([...commandsInTable(readme)].sort()).toEqual(["a:b", "c", "start"]);
  });
});
