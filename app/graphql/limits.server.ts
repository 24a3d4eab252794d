/**
 * The API's input limits, in one place (docs/decisions/030-input-limits.md): the document's token count
 * (enforced by the parser, so a deeply nested document never reaches a recursion deep enough to
 * overflow the stack), then depth, aliases and a field-count cost as GraphQL validation rules
 * (errors code -1). The request body's size is bounded before this, in server.ts (body-limit.server.ts).
 */
import {
  type ASTVisitor,
  type DocumentNode,
  GraphQLError,
  Kind,
  type ParseOptions,
  parse,
  type SelectionSetNode,
  type Source,
  type ValidationContext,
  visit,
} from "graphql";

export interface QueryLimits {
  /** Lexical tokens per document (graphql-armor's default, 1000). Bounds the parser's nesting too. */
  maxTokens: number;
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
}

export const DEFAULT_LIMITS: QueryLimits = { maxTokens: 1000, maxDepth: 10, maxAliases: 15, maxCost: 1000 };

/** graphql-js's parse with the token limit: a longer document is a syntax error (400), never a stack overflow. */
export function limitedParse(limits: QueryLimits = DEFAULT_LIMITS) {
  return (source: string | Source, options?: ParseOptions) =>
    parse(source, { ...options, maxTokens: limits.maxTokens });
}

/**
 * PostgreSQL's text cannot hold U+0000 (a query with one fails): a variable or string literal with it
 * is refused before any resolver runs — one rule for every argument (found by the fuzz suite).
 */
export const NUL_MESSAGE = "Text must not contain the NUL character (U+0000).";

export function hasNul(document: DocumentNode, variables: unknown): boolean {
  return containsNul(variables, 0) || documentHasNul(document);
}

/** Per parsed document (the parser cache hands out the same node for the same text): visited once. */
const nulInDocument = new WeakMap<DocumentNode, boolean>();

function documentHasNul(document: DocumentNode): boolean {
  let found = nulInDocument.get(document);
  if (found === undefined) {
    found = false;
    visit(document, {
      StringValue(node) {
        if (node.value.includes("\0")) found = true;
      },
    });
    nulInDocument.set(document, found);
  }
  return found;
}

function containsNul(value: unknown, depth: number): boolean {
  if (typeof value === "string") return value.includes("\0");
  // Deeper than any input type of the schema: coercion refuses it anyway.
  if (depth > 32 || !value || typeof value !== "object") return false;
  return Object.entries(value).some(([key, item]) => key.includes("\0") || containsNul(item, depth + 1));
}

const SUGGESTION = /\s*Did you mean [\s\S]*$/;

/**
 * An error without graphql-js's "Did you mean …?" hint: with introspection off, suggestions would
 * still spell out the schema's field, argument and enum names one guess at a time.
 */
export function withoutSuggestion<E extends Error>(error: E): E {
  if (!(error instanceof GraphQLError) || !SUGGESTION.test(error.message)) return error;
  return new GraphQLError(error.message.replace(SUGGESTION, ""), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  }) as Error as E;
}

function depthOf(set: SelectionSetNode | undefined, context: ValidationContext, seen: Set<string>): number {
  if (!set) return 0;
  let max = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      if (sel.name.value.startsWith("__")) continue;
      max = Math.max(max, sel.selectionSet ? 1 + depthOf(sel.selectionSet, context, seen) : 1);
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      max = Math.max(max, depthOf(sel.selectionSet, context, seen));
    } else if (sel.kind === Kind.FRAGMENT_SPREAD && !seen.has(sel.name.value)) {
      const fragment = context.getFragment(sel.name.value);
      if (fragment) max = Math.max(max, depthOf(fragment.selectionSet, context, new Set([...seen, sel.name.value])));
    }
  }
  return max;
}

export function limitsRule(limits: QueryLimits = DEFAULT_LIMITS) {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    let fields = 0;
    return {
      Field(node) {
        fields += 1;
        if (node.alias) aliases += 1;
      },
      OperationDefinition: {
        enter(node) {
          const depth = depthOf(node.selectionSet, context, new Set());
          if (depth > limits.maxDepth) {
            context.reportError(
              new GraphQLError(`Query depth ${depth} exceeds the limit of ${limits.maxDepth}.`, { nodes: [node] }),
            );
          }
        },
      },
      Document: {
        leave() {
          if (aliases > limits.maxAliases) {
            context.reportError(new GraphQLError(`Query uses ${aliases} aliases; the limit is ${limits.maxAliases}.`));
          }
          if (fields > limits.maxCost) {
            context.reportError(new GraphQLError(`Query cost ${fields} exceeds the limit of ${limits.maxCost}.`));
          }
        },
      },
    };
  };
}
