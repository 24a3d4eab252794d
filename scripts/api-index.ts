/**
 * `npm run api:index`: docs/api-index.md, generated from the code (ADR 067) — for every GraphQL
 * operation the pages and the browser send: the modules that send it, the resolver of each root field
 * (app/graphql/modules/<file>, Query.<field> or Mutation.<field>) and the domain functions the
 * resolver calls (followed through the API's own helpers). `--check` writes nothing and fails when
 * the committed index differs. Files and names, no line numbers: an edit elsewhere leaves it as it is.
 *
 * Read with the TypeScript compiler's parser (no type checking): documents are the `graphql(\`…\`)`
 * calls codegen reads (scripts/codegen.ts), a module sends a document when it passes its constant to
 * a call, and a resolver is a property of a `Query: { … }` or `Mutation: { … }` object of a schema
 * module.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Kind, type OperationDefinitionNode, parse } from "graphql";
import ts from "typescript";
import { documentsOf, type FoundDocument, ROOT, readSources } from "./codegen";

export const INDEX_FILE = "docs/api-index.md";
const MODULES = "app/graphql/";
/** The API's own plumbing, left out of the domain functions: its errors and form fields, the server's i18n. */
const NOT_DOMAIN = ["app/api/", "app/i18n/"];

interface Parsed {
  file: string;
  sf: ts.SourceFile;
  /** Local name → [file, exported name] of an import from a module of app/. */
  imports: Map<string, [string, string]>;
}

function resolveModule(from: string, specifier: string, files: Map<string, unknown>): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (files.has(candidate)) return candidate;
  return null;
}

function parseAll(sources: Map<string, string>): Map<string, Parsed> {
  const parsed = new Map<string, Parsed>();
  for (const [file, text] of sources) {
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    parsed.set(file, { file, sf, imports: new Map() });
  }
  for (const p of parsed.values()) {
    for (const statement of p.sf.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const target = resolveModule(p.file, statement.moduleSpecifier.text, parsed);
      const named = statement.importClause?.namedBindings;
      if (!target || !named || !ts.isNamedImports(named)) continue;
      for (const element of named.elements)
        p.imports.set(element.name.text, [target, (element.propertyName ?? element.name).text]);
    }
  }
  return parsed;
}

/** Top-level functions and arrow-function constants of a file by name. */
function functionsOf(sf: ts.SourceFile): Map<string, ts.Node> {
  const found = new Map<string, ts.Node>();
  for (const statement of sf.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) found.set(statement.name.text, statement);
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (
          ts.isIdentifier(d.name) &&
          d.initializer &&
          (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer))
        )
          found.set(d.name.text, d.initializer);
  }
  return found;
}

interface Operation {
  name: string;
  kind: string;
  document: FoundDocument;
  constant: string;
  fields: string[];
}

function operationsOf(parsed: Map<string, Parsed>, documents: FoundDocument[]): Operation[] {
  const operations: Operation[] = [];
  for (const d of documents) {
    const ast = parse(d.source);
    const op = ast.definitions.find((x): x is OperationDefinitionNode => x.kind === Kind.OPERATION_DEFINITION);
    if (!op?.name) continue;
    // The constant the call is assigned to (`const X = graphql(…)`).
    const sf = parsed.get(d.file)!.sf;
    let constant = "";
    const visit = (node: ts.Node) => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        sf.getLineAndCharacterOfPosition(node.initializer.getStart()).line + 1 === d.line
      )
        constant = node.name.text;
      ts.forEachChild(node, visit);
    };
    visit(sf);
    const fields = op.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));
    operations.push({ name: op.name.value, kind: op.operation, document: d, constant, fields: [...new Set(fields)] });
  }
  return operations;
}

/** The modules (not tests) that pass a document's constant to a call. */
function sendersOf(parsed: Map<string, Parsed>, operations: Operation[]): Map<Operation, Set<string>> {
  const byBinding = new Map<string, Operation>();
  for (const op of operations) if (op.constant) byBinding.set(`${op.document.file}#${op.constant}`, op);
  const senders = new Map<Operation, Set<string>>(operations.map((op) => [op, new Set()]));
  for (const p of parsed.values()) {
    if (/\.test\.tsx?$/.test(p.file)) continue;
    const bindingOf = (name: string): Operation | undefined => {
      const imported = p.imports.get(name);
      return byBinding.get(imported ? `${imported[0]}#${imported[1]}` : `${p.file}#${name}`);
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node))
        for (const argument of node.arguments) {
          const op = ts.isIdentifier(argument) ? bindingOf(argument.text) : undefined;
          if (op) senders.get(op)!.add(p.file);
        }
      ts.forEachChild(node, visit);
    };
    visit(p.sf);
  }
  return senders;
}

interface Resolver {
  /** The schema module of the field's resolver. */
  file: string;
  /** Its function, and the file that holds it when it is another's. */
  node: ts.Node;
  in?: string;
}

/** `Query.<field>` / `Mutation.<field>` → its resolver in the schema modules. */
function resolversOf(parsed: Map<string, Parsed>): Map<string, Resolver> {
  const resolvers = new Map<string, Resolver>();
  for (const p of parsed.values()) {
    if (!p.file.startsWith(`${MODULES}modules/`) || p.file.endsWith(".test.ts")) continue;
    const visit = (node: ts.Node) => {
      if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        (node.name.text === "Query" || node.name.text === "Mutation") &&
        ts.isObjectLiteralExpression(node.initializer)
      ) {
        for (const property of node.initializer.properties) {
          if (!property.name || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) continue;
          resolvers.set(`${node.name.text}.${property.name.text}`, { file: p.file, node: property });
          // `cart: cartQuery`: the function named, in this module or one it imports from the API.
          if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.initializer)) {
            const name = property.initializer.text;
            const imported = p.imports.get(name);
            const [file, fn] = imported ? [imported[0], imported[1]] : [p.file, name];
            const target = parsed.get(file) && functionsOf(parsed.get(file)!.sf).get(fn);
            if (target)
              resolvers.set(`${node.name.text}.${property.name.text}`, { file: p.file, node: target, in: file });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(p.sf);
  }
  return resolvers;
}

/** The functions of app/ outside the API a resolver calls, through the API's own helpers (depth 4). */
function domainCallsOf(parsed: Map<string, Parsed>, resolver: Resolver): string[] {
  const calls = new Set<string>();
  const seen = new Set<ts.Node>();
  const walk = (file: string, node: ts.Node, depth: number) => {
    if (seen.has(node) || depth > 4) return;
    seen.add(node);
    const p = parsed.get(file)!;
    const local = functionsOf(p.sf);
    const visit = (inner: ts.Node) => {
      if (ts.isCallExpression(inner)) {
        const callee = inner.expression;
        // A bare call (`viewCart(…)`) or a call on an imported namespace or object (`v.safeParse` is not app/).
        const name = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)
            ? callee.expression.text
            : null;
        const imported = name ? p.imports.get(name) : undefined;
        if (imported) {
          const [target, exported] = imported;
          const member = ts.isPropertyAccessExpression(callee) ? `.${callee.name.text}` : "";
          if (target.startsWith(MODULES)) {
            const fn = functionsOf(parsed.get(target)!.sf).get(exported);
            if (fn) walk(target, fn, depth + 1);
          } else if (!NOT_DOMAIN.some((prefix) => target.startsWith(prefix)))
            calls.add(`${target}:${exported}${member}`);
        } else if (name && ts.isIdentifier(callee) && local.has(name)) walk(file, local.get(name)!, depth + 1);
        else {
          // The request context's services and database (`ctx.services.limits.consume`, `ctx.db.selectFrom`).
          const chain = ts.isPropertyAccessExpression(callee) ? callee.getText(p.sf).replace(/\s+/g, "") : "";
          if (/^ctx(\.\w+)+$/.test(chain) && !chain.startsWith("ctx.cache.") && !chain.startsWith("ctx.storefront."))
            calls.add(chain);
        }
      }
      ts.forEachChild(inner, visit);
    };
    visit(node);
  };
  walk(resolver.in ?? resolver.file, resolver.node, 0);
  return [...calls].sort();
}

export function apiIndex(sources = readSources()): string {
  const parsed = parseAll(sources);
  const documents = [...sources]
    .filter(([file]) => !/\.test\.tsx?$/.test(file))
    .flatMap(([file, text]) => documentsOf(file, text));
  const operations = operationsOf(parsed, documents).sort((a, b) => a.name.localeCompare(b.name));
  const senders = sendersOf(parsed, operations);
  const resolvers = resolversOf(parsed);
  const code = (s: string) => `\`${s}\``;
  const lines = [
    "# API index: operation → sender → resolver → domain functions",
    "",
    "Generated by `npm run api:index` (scripts/api-index.ts) from the code; do not edit. `npm test` fails",
    "when it is stale. Every GraphQL operation the pages (`server`) and the browser (`browser`) send, typed",
    "from the schema (docs/decisions/067-typed-api-operations.md): the modules that send it, the resolver",
    "of each root field and the functions outside the API that the resolver calls (through the API's own",
    "helpers). Files and names, no line numbers: an edit elsewhere leaves the index as it is.",
    "",
    "| Operation | Kind | Defined in | Sent by | Resolver | Domain functions |",
    "| --- | --- | --- | --- | --- | --- |",
  ];
  for (const op of operations) {
    const root = op.kind === "mutation" ? "Mutation" : "Query";
    const found = op.fields.map((field) => ({ field, resolver: resolvers.get(`${root}.${field}`) }));
    const resolverText = found
      .map(({ field, resolver }) =>
        resolver ? `${code(`${root}.${field}`)} ${resolver.file}` : `${code(`${root}.${field}`)} (none)`,
      )
      .join("<br>");
    const domain = [
      ...new Set(found.flatMap(({ resolver }) => (resolver ? domainCallsOf(parsed, resolver) : []))),
    ].sort();
    const sent = [...senders.get(op)!].sort();
    lines.push(
      `| ${code(op.name)} | ${op.kind} (${op.document.output}) | ${op.document.file} ${code(op.constant || "—")} | ${
        sent.join("<br>") || "—"
      } | ${resolverText} | ${domain.map(code).join("<br>") || "—"} |`,
    );
  }
  return `${lines.join("\n")}\n`;
}

function main() {
  const text = apiIndex();
  const target = path.join(ROOT, INDEX_FILE);
  const current = existsSync(target) ? readFileSync(target, "utf8") : null;
  if (process.argv.includes("--check")) {
    if (current !== text) {
      console.error(`${INDEX_FILE} is stale: run npm run api:index and commit it`);
      process.exit(1);
    }
    return;
  }
  if (current !== text) {
    writeFileSync(target, text);
    console.log(`wrote ${INDEX_FILE}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
