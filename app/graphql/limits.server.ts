/**
 * The API's input limits, in one place (docs/decisions/030-input-limits.md): the document's token count
 * (enforced by the parser, so a deeply nested document never reaches a recursion deep enough to
 * overflow the stack), then depth, aliases and a field-count cost as GraphQL validation rules
 * (graphql-armor's, linear in the document; errors code -1). The request body's size is bounded before this, in server.ts (body-limit.server.ts).
 */
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import {
  type DocumentNode,
  GraphQLError,
  type ParseOptions,
  parse,
  type Source,
  type ValidationContext,
  type ValidationRule,
  visit,
} from "graphql";

export interface QueryLimits {
  /** Lexical tokens per document (graphql-armor's default, 1000). Bounds the parser's nesting too. */
  maxTokens: number;
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  /** Values (object keys and list items, at any depth) in a request's variables. */
  maxVariableValues: number;
  /** Keys of one object in the variables: no input type has more than a few dozen fields. */
  maxObjectKeys: number;
}

export const DEFAULT_LIMITS: QueryLimits = {
  maxTokens: 1000,
  maxDepth: 10,
  maxAliases: 15,
  maxCost: 1000,
  // A form's key/value list holds at most 256 fields (forms/field-names.ts): ~800 values.
  maxVariableValues: 5000,
  maxObjectKeys: 100,
};

export const variablesMessage = (limits: QueryLimits) =>
  `Variables hold more than ${limits.maxVariableValues} values or an object with more than ${limits.maxObjectKeys} keys.`;

/**
 * Whether a request's variables stay within the limits, counted before graphql-js coerces them (issue
 * 44, found by the fuzz suite): coercion spells each of up to 50 errors with the whole invalid value,
 * so a 240 KB object of 20,000 keys took 4 s and answered 14 MB. Stops counting at the first limit passed.
 */
export function variablesWithinLimits(variables: unknown, limits: QueryLimits = DEFAULT_LIMITS): boolean {
  let values = 0;
  const stack: unknown[] = [variables];
  while (stack.length) {
    const value = stack.pop();
    if (!value || typeof value !== "object") continue;
    const items = Array.isArray(value) ? value : Object.values(value);
    if (!Array.isArray(value) && items.length > limits.maxObjectKeys) return false;
    values += items.length;
    if (values > limits.maxVariableValues) return false;
    for (const item of items) if (item && typeof item === "object") stack.push(item);
  }
  return true;
}

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

/**
 * Depth, aliases and cost as graphql-armor's validation rules (ADR 061, issue 44).
 * Each computes a fragment's share once per document and reuses it at every spread, so the work is
 * linear in the document: the hand-written depth rule before them walked every path through the
 * spreads (2^n for fragments that each spread the next twice; never ending for fragments that spread
 * each other). Depth counts fields only (a fragment adds none, as before); cost is the number of fields
 * and spreads with every fragment counted where it is spread — so a document whose expansion is huge
 * is refused, in time linear in its text. A rejection is reported as a validation error (an error as
 * data, status 400), never thrown, in the API's own words; introspection fields are not counted.
 */
export function limitsRules(limits: QueryLimits = DEFAULT_LIMITS): ValidationRule[] {
  const report = (message: string) => [
    (context: ValidationContext | null) => context?.reportError(new GraphQLError(message)),
  ];
  return [
    maxDepthRule({
      n: limits.maxDepth,
      flattenFragments: true,
      ignoreIntrospection: true,
      propagateOnRejection: false,
      onReject: report(`Query depth exceeds the limit of ${limits.maxDepth}.`),
    }),
    maxAliasesRule({
      n: limits.maxAliases,
      propagateOnRejection: false,
      onReject: report(`Query uses more aliases than the limit of ${limits.maxAliases}.`),
    }),
    costLimitRule({
      maxCost: limits.maxCost,
      objectCost: 1,
      scalarCost: 1,
      depthCostFactor: 1,
      flattenFragments: true,
      ignoreIntrospection: true,
      propagateOnRejection: false,
      onReject: report(`Query cost exceeds the limit of ${limits.maxCost}.`),
    }),
  ];
}
