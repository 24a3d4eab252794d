/**
 * A GraphQL document as the generated outputs give it (app/api/generated/{server,browser}, ADR 067):
 * its text, typed with its result and variables from the schema. Both clients fill in userData, so
 * the variables a caller passes are the document's others.
 */
import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";

export type Doc<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & { toString(): string };

/** A document's variables without userData (the clients' own). */
export type CallerVariables<TVariables> = Omit<TVariables, "userData">;

/** The variables argument: optional when the document needs none but userData. */
export type VariablesArgument<TVariables> =
  Record<string, never> extends CallerVariables<TVariables>
    ? [variables?: CallerVariables<TVariables>]
    : [variables: CallerVariables<TVariables>];
