/**
 * The loaders' documents executed as compiled functions (ADR 054). The in-process client
 * (api/client.server.ts) sends the code's own documents — a few dozen constants — through the API's
 * pipeline on every page; graphql-js walks each document's selections field by field on every call.
 * graphql-jit compiles a document once into a function of its variables; the pipeline around it (the
 * parse and validation caches, the limits, the NUL check, masked errors, the basket forgotten after a
 * mutation) stays as it is. Requests from browsers and integrations keep graphql-js, whose answers to
 * bad documents and variables are the API's contract (spec §7, §8).
 */
import type { DocumentNode, ExecutionArgs, ExecutionResult, GraphQLSchema } from "graphql";
import { type CompiledQuery, compileQuery, isCompiledQuery } from "graphql-jit";

/** A document of the code compiled for one schema and operation; null where graphql-jit cannot (then graphql-js runs it). */
type Compiled = CompiledQuery | null;

// Keyed by the parsed document, which the parse cache hands out again for the same text: compiled once
// per document while it is cached, forgotten with it.
const compiledBySchema = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, Compiled>>>();

function compiledOf(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): Compiled {
  let documents = compiledBySchema.get(schema);
  if (!documents) {
    documents = new WeakMap();
    compiledBySchema.set(schema, documents);
  }
  let operations = documents.get(document);
  if (!operations) {
    operations = new Map();
    documents.set(document, operations);
  }
  const name = operationName ?? "";
  let compiled = operations.get(name);
  if (compiled === undefined) {
    const made = compileQuery(schema, document, operationName);
    compiled = isCompiledQuery(made) ? made : null;
    operations.set(name, compiled);
  }
  return compiled;
}

/**
 * An executor for the pipeline's `setExecuteFn`: the compiled document with the request's context and
 * variables, or `fallback` (the pipeline's own executor) for a document graphql-jit does not compile.
 */
export function compiledExecute(
  fallback: (args: ExecutionArgs) => unknown,
): (args: ExecutionArgs) => Promise<ExecutionResult> | ExecutionResult | unknown {
  return (args) => {
    const compiled = compiledOf(args.schema, args.document, args.operationName ?? undefined);
    if (!compiled) return fallback(args);
    return compiled.query(args.rootValue, args.contextValue, args.variableValues ?? {});
  };
}
