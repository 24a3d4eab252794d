/**
 * `npm run codegen`: the API's schema printed from its SDL modules (app/graphql/schema.graphql) and
 * every GraphQL document the pages and the browser send typed from it by GraphQL Code Generator's
 * client preset (documentMode "string": `TypedDocumentString<Result, Variables>`), ADR 067.
 *
 * The documents are the `graphql(\`…\`)` calls of app/: a module imports `graphql` from
 * app/api/generated/server (loaders, actions: the in-process client) or app/api/generated/browser
 * (the browser's requests), and its documents go into that output — the browser bundle carries only
 * its own. `--check` writes nothing and fails when a committed file differs (npm test runs it).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { preset } from "@graphql-codegen/client-preset";
import { codegen } from "@graphql-codegen/core";
import type { Types } from "@graphql-codegen/plugin-helpers";
import {
  buildASTSchema,
  concatAST,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  NoUnusedFragmentsRule,
  parse,
  printSchema,
  specifiedRules,
  validate,
} from "graphql";
import ts from "typescript";

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
export const SCHEMA_FILE = "app/graphql/schema.graphql";
export const OUTPUTS = { server: "app/api/generated/server/", browser: "app/api/generated/browser/" } as const;
export type Output = keyof typeof OUTPUTS;

/** The client preset's settings: types as string unions, no __typename unless asked, type-only imports. */
const CONFIG = {
  documentMode: "string",
  enumsAsTypes: true,
  skipTypename: true,
  useTypeImports: true,
  avoidOptionals: false,
  scalars: { ID: "string" },
};

/** The schema yoga serves: the modules' SDL, printed (what codegen and the API index read). */
export async function printedSchema(): Promise<string> {
  const { schemaModules } = await import("../app/graphql/modules/index");
  const typeDefs = schemaModules.flatMap((m) => m.typeDefs);
  return `${printSchema(buildASTSchema(concatAST(typeDefs.map((sdl) => parse(sdl)))))}\n`;
}

export interface FoundDocument {
  file: string;
  line: number;
  output: Output;
  source: string;
}

/** Every `graphql(\`…\`)` of a source file whose `graphql` comes from a generated output. */
export function documentsOf(file: string, text: string): FoundDocument[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const tags = new Map<string, Output>();
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = path.posix.join(path.posix.dirname(file), statement.moduleSpecifier.text);
    const output = (Object.keys(OUTPUTS) as Output[]).find((o) => `${from}/` === OUTPUTS[o]);
    const named = statement.importClause?.namedBindings;
    if (!output || !named || !ts.isNamedImports(named)) continue;
    for (const element of named.elements)
      if ((element.propertyName ?? element.name).text === "graphql") tags.set(element.name.text, output);
  }
  const found: FoundDocument[] = [];
  if (!tags.size) return found;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && tags.has(node.expression.text)) {
      const [argument] = node.arguments;
      const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      if (!argument || !(ts.isNoSubstitutionTemplateLiteral(argument) || ts.isStringLiteral(argument)))
        throw new Error(`${file}:${line}: graphql() takes one literal document (no \${…}: use a fragment)`);
      found.push({ file, line, output: tags.get(node.expression.text)!, source: argument.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The app's source files (generated outputs left out), relative to the root. */
export function appSources(root = ROOT): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (rel !== "app/api/generated") walk(rel);
      } else if (/\.tsx?$/.test(entry.name)) files.push(rel);
    }
  };
  walk("app");
  return files.sort();
}

/** Documents checked as a whole output: every operation with the output's fragments. */
function validationErrors(schema: GraphQLSchema, documents: FoundDocument[]): string[] {
  const parsed = documents.map((d) => ({ d, ast: parse(d.source) }));
  const fragments = parsed.flatMap(({ ast }) => ast.definitions.filter((x) => x.kind === "FragmentDefinition"));
  const rules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
  const errors: string[] = [];
  const names = new Map<string, FoundDocument>();
  for (const { d, ast } of parsed) {
    for (const definition of ast.definitions) {
      if (!("name" in definition) || !definition.name) continue;
      const name = definition.name.value;
      const before = names.get(name);
      if (before) errors.push(`${d.file}:${d.line}: ${name} is also named at ${before.file}:${before.line}`);
      names.set(name, d);
    }
    const own = new Set(ast.definitions);
    const whole: DocumentNode = {
      kind: ast.kind,
      definitions: [...ast.definitions, ...fragments.filter((f) => !own.has(f))],
    };
    for (const error of validate(schema, whole, rules) as GraphQLError[]) {
      const inOwn = error.nodes?.every((node) => node.loc?.source.body === d.source) ?? true;
      if (inOwn) errors.push(`${d.file}:${d.line}: ${error.message}`);
    }
  }
  return errors;
}

export interface Generated {
  /** Path relative to the root → content. */
  files: Map<string, string>;
}

/** The schema file and both outputs, generated from a schema text and the app's sources. */
export async function generate(options: { schema: string; sources: Map<string, string> }): Promise<Generated> {
  const schemaAst = buildASTSchema(parse(options.schema));
  const found = [...options.sources].flatMap(([file, text]) => documentsOf(file, text));
  const files = new Map<string, string>([[SCHEMA_FILE, options.schema]]);
  const errors: string[] = [];
  for (const output of Object.keys(OUTPUTS) as Output[]) {
    const documents = found.filter((d) => d.output === output);
    const invalid = validationErrors(schemaAst, documents);
    if (invalid.length) {
      errors.push(...invalid);
      continue;
    }
    const sections = await preset.buildGeneratesSection({
      baseOutputDir: OUTPUTS[output],
      schema: parse(options.schema),
      schemaAst,
      documents: documents.map((d) => ({ location: d.file, rawSDL: d.source, document: parse(d.source) })),
      config: CONFIG,
      presetConfig: { fragmentMasking: false },
      plugins: [],
      pluginMap: {},
      documentTransforms: [],
    } as unknown as Types.PresetFnArgs<{ fragmentMasking: false }>);
    for (const section of sections) {
      const content = await codegen({ ...section, schemaAst } as Types.GenerateOptions);
      files.set(section.filename, content);
    }
  }
  if (errors.length) throw new Error(`GraphQL documents that do not fit the schema:\n${errors.join("\n")}`);
  return { files };
}

/** The committed sources of app/ (or a changed copy of them). */
export function readSources(root = ROOT): Map<string, string> {
  return new Map(appSources(root).map((file) => [file, readFileSync(path.join(root, file), "utf8")]));
}

async function main() {
  const check = process.argv.includes("--check");
  const { files } = await generate({ schema: await printedSchema(), sources: readSources() });
  const stale: string[] = [];
  for (const [file, content] of files) {
    const target = path.join(ROOT, file);
    let current: string | null = null;
    try {
      current = readFileSync(target, "utf8");
    } catch {}
    if (current === content) continue;
    if (check) stale.push(file);
    else {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, content);
      console.log(`wrote ${file}`);
    }
  }
  if (stale.length) {
    console.error(`Generated API types are stale (run npm run codegen and commit): ${stale.join(", ")}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
