/** Query limits: depth, aliases and a field-count cost, as GraphQL validation rules (errors code -1). */
import { type ASTVisitor, GraphQLError, Kind, type SelectionSetNode, type ValidationContext } from "graphql";

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
}

export const DEFAULT_LIMITS: QueryLimits = { maxDepth: 10, maxAliases: 15, maxCost: 1000 };

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
