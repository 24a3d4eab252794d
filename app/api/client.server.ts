/**
 * Loaders call the API in process: the document goes through the API's own pipeline (yoga's
 * envelop: parse and validation caches, the query limits, masked errors) and is executed with the
 * request's context — no Request, no JSON body and no Response in between. userData is filled from
 * the request's storefront and language (spec §7).
 */
import { type ExecutionResult, GraphQLError } from "graphql";
import type { SessionScope } from "../accounts/session.server";
import type { ReadCache } from "../db/read-cache.server";
import type { Api, ServerContext } from "../graphql/yoga.server";
import type { Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";
import type { Doc, VariablesArgument } from "./document";

export interface RequestScope {
  storefront: Storefront;
  language: Language;
  pathname: string;
  localPort: string | null;
  session: SessionScope;
  ip: string;
  baseUrl: string;
  redeemToken?: string | null;
  /**
   * A shared page's read cache (ADR 027, ADR 042): the page is the same for every visitor, so its
   * queries have one answer per storefront, language and origin. Their results are kept here and
   * handed out frozen; mutations and personal pages (null) are executed every time.
   */
  sharedReads?: ReadCache | null;
}

export interface ApiClient {
  /** A document of app/api/generated/server (or /browser): typed from the schema (ADR 067). */
  request<TResult, TVariables>(
    document: Doc<TResult, TVariables>,
    ...variables: VariablesArgument<TVariables>
  ): Promise<TResult>;
}

/** The API answered with errors (a bad document, or a resolver that failed): the loader fails with them. */
export class ApiRequestError extends Error {
  constructor(readonly errors: readonly GraphQLError[]) {
    super(errors.map((e) => e.message).join("; "));
    this.name = "ApiRequestError";
  }
}

export function createApiClient(api: Api, scope: RequestScope): ApiClient {
  const serverContext: ServerContext = {
    storefront: scope.storefront,
    localPort: scope.localPort,
    session: scope.session,
    ip: scope.ip,
    baseUrl: scope.baseUrl,
    redeemToken: scope.redeemToken ?? null,
    inProcess: true,
  };
  const userData = {
    language: scope.language,
    storeID: scope.storefront.storeId,
    countryCode: scope.storefront.country,
    redeemToken: scope.redeemToken ?? null,
  };
  const execute = async <TResult>(document: string, variables: object | undefined) => {
    const { parse, validate, contextFactory, execute, schema } = api.getEnveloped(serverContext as never);
    const ast = parse(document);
    const invalid = validate(schema, ast);
    if (invalid.length) throw new ApiRequestError(invalid);
    const result = (await execute({
      schema,
      document: ast,
      variableValues: { userData, ...(variables ?? {}) },
      contextValue: await contextFactory(),
    })) as ExecutionResult<TResult>;
    if (result.errors?.length) throw new ApiRequestError(result.errors);
    if (!result.data) throw new ApiRequestError([new GraphQLError("The API answered without data")]);
    return result.data;
  };
  const sharedReads = scope.sharedReads;
  return {
    request<TResult, TVariables>(
      typed: Doc<TResult, TVariables>,
      ...[variables]: VariablesArgument<TVariables>
    ): Promise<TResult> {
      const document = typed.toString();
      const id = sharedReads ? queryId(document) : null;
      if (!sharedReads || id === null) return execute<TResult>(document, variables);
      const key = JSON.stringify([
        "api",
        id,
        scope.storefront.storeId,
        scope.language,
        scope.localPort,
        variables ?? null,
      ]);
      return sharedReads.get(key, () => execute<TResult>(document, variables).then(deepFreeze));
    },
  };
}

/** The documents loaders send are the code's constants: a few dozen. */
const MAX_DOCUMENTS = 1_000;
const queryIds = new Map<string, number | null>();

/**
 * A short number naming a query document in a cache key (the document's text would make every key
 * kilobytes long); null for a mutation, which is never answered from a cache.
 */
function queryId(document: string): number | null {
  const known = queryIds.get(document);
  if (known !== undefined) return known;
  if (queryIds.size >= MAX_DOCUMENTS) return null;
  const id = /^\s*(query\b|\{)/.test(document) ? queryIds.size : null;
  queryIds.set(document, id);
  return id;
}

/**
 * One answer handed to every shared page that asks: frozen, so a loader that changed it in place would
 * fail loudly instead of changing what the next visitor sees.
 */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
