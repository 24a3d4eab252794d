/**
 * The shop's GraphQL API (graphql-yoga). Mounted by server.ts at <storefront prefix>/graphql and
 * called in-process by loaders (client.server.ts). The storefront comes from the server context,
 * resolved from host + prefix, never from a client-sent header.
 */
import { GraphQLError, getOperationAST, NoSchemaIntrospectionCustomRule } from "graphql";
import { createSchema, createYoga, maskError, type Plugin } from "graphql-yoga";
import type { SessionScope } from "../accounts/session.server";
import { forgetViewedCart } from "../basket/cart.server";
import type { DB } from "../db/db.server";
import { ReadCache } from "../db/read-cache.server";
import type { StorefrontRegistry } from "../storefront/registry";
import type { Storefront } from "../storefront/storefront";
import type { ApiContext, ShopServices } from "./context.server";
import { compiledExecute } from "./jit.server";
import {
  DEFAULT_LIMITS,
  hasNul,
  limitedParse,
  limitsRules,
  NUL_MESSAGE,
  type QueryLimits,
  variablesMessage,
  variablesWithinLimits,
  withoutSuggestion,
} from "./limits.server";
import { schemaModules } from "./modules";
import { answerUnavailableAsData, isLimitsUnavailable } from "./unavailable.server";

export interface ServerContext {
  storefront: Storefront;
  localPort: string | null;
  /** The request's session (cookie → row), created on demand by mutations that need one. */
  session: SessionScope;
  /** The client's address (rate limits). */
  ip: string;
  /** Absolute origin + storefront basename of the request, for URLs handed to payment providers. */
  baseUrl: string;
  /** In-process calls (api/client.server.ts): the request's redeem token; HTTP calls send x-redeem-token. */
  redeemToken?: string | null;
  /**
   * Set by the in-process client alone: its documents are the code's, executed compiled (ADR 054), and
   * a form pass may stand for the human check (issue 44).
   */
  inProcess?: boolean;
}

export interface ApiOptions {
  db: DB;
  registry: StorefrontRegistry;
  /** Catalogue/content read cache; a fresh one when not given. */
  cache?: ReadCache;
  introspection: boolean;
  limits?: QueryLimits;
  /** Services of the basket, checkout and payments (server.ts builds them once). */
  services: ShopServices;
  logErrors?: (error: unknown) => void;
  /** Errors that mean a dependency is unavailable, not a bug (server.ts: the database lost or silent). */
  isUnavailable?: (error: unknown) => boolean;
}

/** The API's answer when what it needs is unavailable: HTTP 503 (server.ts puts the storefront's words in). */
const UNAVAILABLE = "The shop is briefly unavailable. Please try again in a few minutes.";

export function createApi(options: ApiOptions) {
  const cache = options.cache ?? new ReadCache();
  // Rate-limit counters unavailable: the guarded field answers "temporarily unavailable" as data (issue 44).
  const schema = answerUnavailableAsData(
    createSchema<ServerContext & ApiContext>({
      typeDefs: schemaModules.flatMap((m) => m.typeDefs),
      resolvers: schemaModules.flatMap((m) => m.resolvers) as never,
    }),
  );
  const limits = options.limits ?? DEFAULT_LIMITS;
  const limitRules = limitsRules(limits);
  const validation: Plugin = {
    onParse({ setParseFn }) {
      setParseFn(limitedParse(limits));
    },
    onValidate({ addValidationRule }) {
      for (const rule of limitRules) addValidationRule(rule);
      if (!options.introspection) addValidationRule(NoSchemaIntrospectionCustomRule);
      return ({ result, setResult }) => {
        if (result.length) setResult(result.map(withoutSuggestion));
      };
    },
    onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      if (!variablesWithinLimits(args.variableValues, limits)) {
        setResultAndStopExecution({
          // A variable error as graphql-js's own are: status 400.
          errors: [
            new GraphQLError(variablesMessage(limits), {
              extensions: { code: "BAD_USER_INPUT", http: { status: 400 } },
            }),
          ],
        });
        return;
      }
      if (hasNul(args.document, args.variableValues)) {
        setResultAndStopExecution({
          errors: [new GraphQLError(NUL_MESSAGE, { extensions: { code: "BAD_USER_INPUT" } })],
        });
        return;
      }
      if ((args.contextValue as { inProcess?: boolean }).inProcess)
        setExecuteFn(compiledExecute(executeFn) as typeof executeFn);
      // A mutation may have changed the basket its request's queries read once (viewCart): later ones read it anew.
      const mutation = getOperationAST(args.document, args.operationName)?.operation === "mutation";
      // Variables are coerced at execution: their errors ("Field "x" is not defined by type …") too.
      return {
        onExecuteDone({ result, setResult }) {
          const { session } = args.contextValue as { session?: SessionScope };
          if (mutation && session) forgetViewedCart(session);
          if ("errors" in result && result.errors?.length)
            setResult({ ...result, errors: result.errors.map(withoutSuggestion) });
        },
      };
    },
  };
  return createYoga<ServerContext, ApiContext>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    graphiql: false,
    // Queries are never cached (spec §7); responses carry no-store.
    plugins: [
      validation,
      {
        onResponse({ response }) {
          response.headers.set("cache-control", "no-store");
        },
      },
    ],
    // Unexpected resolver errors are logged and reach clients as a generic message, never a stack.
    maskedErrors: {
      maskError(error, message, isDev) {
        // Only unexpected errors are ours to log; bad requests (invalid JSON, validation) are answered as they are.
        const original = (error as { originalError?: unknown }).originalError;
        if (!(error instanceof GraphQLError) || (original && !(original instanceof GraphQLError)))
          options.logErrors?.(error);
        const cause = original ?? error;
        if (isLimitsUnavailable(cause) || options.isUnavailable?.(cause))
          return new GraphQLError(UNAVAILABLE, {
            extensions: { code: "SERVICE_UNAVAILABLE", http: { status: 503, headers: { "retry-after": "30" } } },
          });
        return maskError(error, message, isDev);
      },
    },
    logging: false,
    context: ({ request, storefront, localPort, session, ip, baseUrl, redeemToken, inProcess }) => ({
      db: options.db,
      cache,
      registry: options.registry,
      storefront,
      localPort,
      session,
      ip,
      baseUrl,
      redeemTokenHeader:
        (redeemToken !== undefined ? redeemToken : request.headers.get("x-redeem-token"))?.slice(0, 2000) || null,
      // Only the in-process client sets it (server.ts's HTTP handler passes no such field): form passes.
      inProcess: inProcess === true,
      services: options.services,
    }),
  });
}

export type Api = ReturnType<typeof createApi>;
