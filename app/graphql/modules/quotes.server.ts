/**
 * Business quote requests (issue 15; spec §1 a quote within one hour, §3 business quote): the request
 * as the form's key/value fields, parsed with the form's own schema (errors per field, spec §8 shape),
 * the human check, then app/quotes/ stores it and queues both mails. The thank-you page reads the
 * stored request back by its public id.
 */
import * as v from "valibot";
import { apiError, ErrorCode } from "../../api/errors";
import type { Fields } from "../../api/fields";
import { fieldsToObject } from "../../forms/field-names";
import { serverI18n } from "../../i18n/server-i18n.server";
import { quoteRequestSchema } from "../../quotes/quote.schema";
import { quoteReceipt, requestQuote } from "../../quotes/quotes.server";
import { type ApiContext, scope, type UserData } from "../context.server";
import { humanCheck } from "../human-check.server";
import { invalid } from "./checkout.server";
import type { SchemaModule } from "./index";

const typeDefs = /* GraphQL */ `
  type QuoteRequestResult {
    status: Boolean!
    "The storefront's human number of the stored request, e.g. Q95-000123."
    quoteNumber: String
    "The request's public id: the thank-you page's key (a bearer secret, like an order's uuid)."
    quoteId: ID
    errors: [Error!]!
  }

  type QuoteReceipt {
    quoteNumber: String!
    email: String!
  }

  extend type Query {
    "A stored quote request of this storefront by its public id (the thank-you page)."
    quoteReceipt(userData: UserDataInput!, quoteId: ID!): QuoteReceipt
  }

  extend type Mutation {
    """
    Asks a business quote (fields of the quote form: message, remark, quantity, cardValue, product,
    companyName, vatNumber, kvkNumber, referenceNumber, invoiceEmail, firstName, lastName, email,
    phoneNumber, captchaToken). Stores it with a number and mails the requester and the sales inbox.
    """
    requestQuote(userData: UserDataInput!, fields: [KeyValue!]!): QuoteRequestResult!
  }
`;

const failed = (errors: ReturnType<typeof apiError>[]) => ({ status: false, quoteNumber: null, quoteId: null, errors });

export const quotesModule: SchemaModule = {
  typeDefs: [typeDefs],
  resolvers: [
    {
      Query: {
        quoteReceipt: async (_: unknown, args: { userData: UserData; quoteId: string }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return null;
          const receipt = await quoteReceipt(ctx.db, s.storefront, args.quoteId);
          return receipt ? { quoteNumber: receipt.number, email: receipt.email } : null;
        },
      },
      Mutation: {
        requestQuote: async (_: unknown, args: { userData: UserData; fields: Fields }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return failed(s.errors);
          const schema = quoteRequestSchema(await serverI18n(s.language), { country: s.storefront.country });
          const parsed = v.safeParse(schema, fieldsToObject(args.fields), { abortPipeEarly: true });
          if (!parsed.success) return failed(invalid(parsed.issues));
          const { captchaToken, ...request } = parsed.output;
          if (!(await humanCheck(ctx, captchaToken, "quote"))) {
            return failed([apiError(ErrorCode.CaptchaFailed, "captchaToken")]);
          }
          const result = await requestQuote(
            { db: ctx.db, jobs: ctx.services.jobs, limits: ctx.services.limits },
            s.storefront,
            { ...request, language: s.language, address: ctx.ip },
          );
          if (!result.ok) return failed([result.error]);
          return { status: true, quoteNumber: result.number, quoteId: result.publicId, errors: [] };
        },
      },
    },
  ],
};
