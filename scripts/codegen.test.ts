/**
 * The generated API types (ADR 067): the committed output is the schema's and the documents' (npm test
 * also runs `codegen --check`), and a field renamed in the schema fails `npm run typecheck` — first in
 * codegen, which validates every document against the schema, then in tsc, where a page reads the
 * field. Both on a temporary copy: the schema text and the sources are handed over in memory.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiIndex, INDEX_FILE } from "./api-index";
import { generate, printedSchema, ROOT, readSources, SCHEMA_FILE } from "./codegen";

const committed = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** RedeemMenu.notice renamed note: the shell's store data asks for it, and the shell hands it on. */
const SHELL = "app/shell/shell.server.ts";
const renamedSchema = () => {
  const schema = committed(SCHEMA_FILE);
  expect(schema).toContain(
    "type RedeemMenu {\n  terms: Path!\n  privacy: Path!\n  support: Path!\n  notice: String\n}",
  );
  return schema.replace("  support: Path!\n  notice: String\n}", "  support: Path!\n  note: String\n}");
};

/** Type errors of one module with some files replaced, in a process of its own (scripts/type-errors.ts). */
async function typeErrors(root: string, replaced: Map<string, string>): Promise<string[]> {
  const child = execFile(process.execPath, ["--import", "tsx", "scripts/type-errors.ts", root], {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });
  child.stdin!.end(JSON.stringify(Object.fromEntries(replaced)));
  let out = "";
  child.stdout!.on("data", (chunk) => {
    out += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  expect(code).toBe(0);
  return JSON.parse(out) as string[];
}

describe("the generated API types", () => {
  it("are the committed ones: schema, server and browser outputs", async () => {
    const schema = await printedSchema();
    expect(schema).toBe(committed(SCHEMA_FILE));
    const { files } = await generate({ schema, sources: readSources() });
    for (const [file, content] of files) expect(content, file).toBe(committed(file));
  }, 60_000);

  it("fail codegen when a document asks for a field the schema renamed", async () => {
    const sources = readSources();
    const line =
      sources
        .get(SHELL)!
        .split("\n")
        .findIndex((l) => l.startsWith("const STORE_DATA = graphql(")) + 1;
    await expect(generate({ schema: renamedSchema(), sources })).rejects.toThrow(
      `GraphQL documents that do not fit the schema:\n${SHELL}:${line}: Cannot query field "notice" on type "RedeemMenu". Did you mean "note"?`,
    );
  }, 60_000);

  it("fail tsc where a page reads the renamed field, once the document follows the schema", async () => {
    const sources = readSources();
    const shell = sources.get(SHELL)!;
    const asked = "redeemMenu { terms { href type } privacy { href type } support { href type } notice }";
    expect(shell).toContain(asked);
    sources.set(SHELL, shell.replace(asked, asked.replace("notice }", "note }")));
    const { files } = await generate({ schema: renamedSchema(), sources });
    const replaced = new Map([...files].filter(([file]) => file.endsWith(".ts")));
    replaced.set(SHELL, sources.get(SHELL)!);
    const errors = await typeErrors(SHELL, replaced);
    const at = sources
      .get(SHELL)!
      .split("\n")
      .findIndex((l) => l.includes("redeemMenu: storeData.menus.redeemMenu,"));
    expect(errors).toEqual([
      `${SHELL}(${at + 1},5): error TS2741: Property 'notice' is missing in type '{ note: string | null; terms: { href: string; type: LinkType; }; privacy: { href: string; type: LinkType; }; support: { href: string; type: LinkType; }; }' but required in type '{ terms: LinkData; privacy: LinkData; support: LinkData; notice: string | null; }'.`,
    ]);
  }, 120_000);
});

describe("the API index", () => {
  it("is the committed one (npm run api:index)", () => {
    expect(apiIndex()).toBe(committed(INDEX_FILE));
  }, 60_000);
});
