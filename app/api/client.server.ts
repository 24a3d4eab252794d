/**
 * Loaders call the API in-process through graphql-request (no network hop), with the headers of
 * spec §7 and userData filled from the request's storefront and language.
 */
import { GraphQLClient } from "graphql-request";
import type { SessionScope } from "../accounts/session.server";
import type { Api, ServerContext } from "../graphql/yoga.server";
import type { Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";

/** A GraphQL document string typed with its result and variables (variables without userData). */
export type Doc<TResult, TVariables = Record<string, never>> = string & {
  __result?: TResult;
  __variables?: TVariables;
};

export function doc<TResult, TVariables = Record<string, never>>(source: string): Doc<TResult, TVariables> {
  return source as Doc<TResult, TVariables>;
}

export interface RequestScope {
  storefront: Storefront;
  language: Language;
  pathname: string;
  localPort: string | null;
  session: SessionScope;
  ip: string;
  baseUrl: string;
  redeemToken?: string | null;
}

export interface ApiClient {
  request<TResult, TVariables>(document: Doc<TResult, TVariables>, variables?: TVariables): Promise<TResult>;
}

type InProcessFetch = (input: string, init: RequestInit | undefined, ctx: ServerContext) => Promise<Response>;

export function createApiClient(api: Api, scope: RequestScope, authToken?: string): ApiClient {
  const headers: Record<string, string> = {
    "x-store-id": String(scope.storefront.storeId),
    "x-language": scope.language,
    "x-country": scope.storefront.country,
    "x-pathname": scope.pathname,
    "x-server-side": "1",
  };
  if (scope.redeemToken) headers["x-redeem-token"] = scope.redeemToken;
  if (authToken) headers.authorization = `Bearer ${authToken}`;
  const client = new GraphQLClient("http://internal/graphql", {
    headers,
    fetch: ((input: string, init?: RequestInit) =>
      (api.fetch as unknown as InProcessFetch)(input, init, {
        storefront: scope.storefront,
        localPort: scope.localPort,
        session: scope.session,
        ip: scope.ip,
        baseUrl: scope.baseUrl,
      })) as typeof fetch,
  });
  const userData = {
    language: scope.language,
    storeID: scope.storefront.storeId,
    countryCode: scope.storefront.country,
    redeemToken: scope.redeemToken ?? null,
  };
  return {
    request: (document, variables) =>
      client.request(document as string, { userData, ...(variables ?? {}) } as Record<string, unknown>),
  };
}
