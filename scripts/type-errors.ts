/**
 * The type errors of one module of the project with some files replaced (the rest read from disk):
 * `tsx scripts/type-errors.ts <module>` with a JSON object {file: text} on standard input prints a
 * JSON list of errors. scripts/codegen.test.ts runs it in its own process: a program over the whole
 * project is built synchronously, for seconds, which must not stall the test runner's worker.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

export function typeErrors(root: string, replaced: Map<string, string>): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, "tsconfig.json"),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;
  const byPath = new Map([...replaced].map(([file, text]) => [path.join(ROOT, file), text]));
  const host = ts.createCompilerHost(config.options);
  const read = host.readFile.bind(host);
  host.readFile = (file) => byPath.get(file) ?? read(file);
  const exists = host.fileExists.bind(host);
  host.fileExists = (file) => byPath.has(file) || exists(file);
  // Every file of the project (its global declarations: the load context), checked in one module only.
  const program = ts.createProgram(config.fileNames, config.options, host);
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(path.join(ROOT, root))).map((d) => {
    const at = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : null;
    const where = at ? `${path.relative(ROOT, d.file!.fileName)}(${at.line + 1},${at.character + 1})` : "";
    return `${where}: error TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const replaced = JSON.parse(readFileSync(0, "utf8")) as Record<string, string>;
  process.stdout.write(JSON.stringify(typeErrors(process.argv[2], new Map(Object.entries(replaced)))));
}
