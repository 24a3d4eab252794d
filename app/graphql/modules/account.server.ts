/**
 * Identify, login and logout (spec §4 Identify user, §5 Login / Identify, §7 userLogin, userLogout,
 * checkUserExist, getUserInfo). Login and identify need the human check and are rate limited; the
 * log-in counts wrong passwords only (issue 44, accounts/login-limits.server.ts).
 */

import * as v from "valibot";
import { checkPassword, customerExists, userInfo } from "../../accounts/accounts.server";
import { countLoginAttempt, LOGIN_BACKOFF_MS } from "../../accounts/login-limits.server";
import { apiError, ErrorCode } from "../../api/errors";
import { logIn } from "../../basket/login.server";
import { emailField } from "../../forms/rules";
import { serverI18n } from "../../i18n/server-i18n.server";
import type { Language } from "../../storefront/vocabulary";
import { type ApiContext, scope, type UserData } from "../context.server";
import { humanCheck } from "../human-check.server";
import { noticeOwner } from "../login-notice.server";
import type { SchemaModule } from "./index";

const typeDefs = /* GraphQL */ `
  type Address {
    postCode: String
    houseNumber: String
    suffix: String
    street: String
    city: String
    administrativeArea: String
    companyName: String
  }

  type CustomerProfile {
    firstName: String
    lastName: String
    email: String!
    invoiceEmail: String
    phoneNumber: String
    vatNumber: String
    address: Address
    "Account data (issue 15): private or business, the phone's country, the company's data."
    customerType: String
    phoneCountry: String
    companyName: String
    kvkNumber: String
    referenceNumber: String
  }

  type User {
    mainProfile: CustomerProfile!
    subscribed: Boolean!
  }

  type UserInfoResult {
    "Present when logged in, absent when anonymous."
    user: User
    errors: [Error!]!
  }

  type StatusResult {
    status: Boolean
    errors: [Error!]!
  }

  extend type Query {
    getUserInfo(userData: UserDataInput!): UserInfoResult!
    "true: an account exists (log in); false: none (order as guest or register)."
    checkUserExist(userData: UserDataInput!, email: String!, captchaToken: String!): StatusResult!
  }

  extend type Mutation {
    userLogin(userData: UserDataInput!, email: String!, password: String!, captchaToken: String!): StatusResult!
    userLogout(userData: UserDataInput!): StatusResult!
  }
`;

/** The identify and login forms' e-mail rule (forms/rules.ts), for the API's e-mail argument. */
async function validEmail(language: Language, email: string): Promise<boolean> {
  return v.is(emailField(await serverI18n(language)), email);
}

export const accountModule: SchemaModule = {
  typeDefs: [typeDefs],
  resolvers: [
    {
      Query: {
        getUserInfo: async (_: unknown, args: { userData: UserData }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { user: null, errors: s.errors };
          return { user: await userInfo(ctx.db, ctx.session), errors: [] };
        },
        checkUserExist: async (
          _: unknown,
          args: { userData: UserData; email: string; captchaToken: string },
          ctx: ApiContext,
        ) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { status: null, errors: s.errors };
          if (!(await ctx.services.limits.consume("identify", `${ctx.storefront.storeId}:${ctx.ip}`))) {
            return { status: null, errors: [apiError(ErrorCode.RateLimited)] };
          }
          if (!(await humanCheck(ctx, args.captchaToken, "identify"))) {
            return { status: null, errors: [apiError(ErrorCode.CaptchaFailed, "captchaToken")] };
          }
          const email = args.email.trim();
          if (!(await validEmail(s.language, email))) {
            return { status: null, errors: [apiError(ErrorCode.InvalidEmail, "email")] };
          }
          return { status: await customerExists(ctx.db, ctx.storefront.storeId, email), errors: [] };
        },
      },
      Mutation: {
        userLogin: async (
          _: unknown,
          args: { userData: UserData; email: string; password: string; captchaToken: string },
          ctx: ApiContext,
        ) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { status: false, errors: s.errors };
          if ((await ctx.session.current())?.customerId) {
            return { status: false, errors: [apiError(ErrorCode.AlreadyLoggedIn)] };
          }
          const email = args.email.trim();
          const sf = ctx.storefront;
          // Failures counted, successes given back (issue 44): login-limits.server.ts.
          const attempt = await countLoginAttempt(ctx.services.limits, sf.storeId, email, ctx.ip);
          if (attempt.refused) return { status: false, errors: [apiError(ErrorCode.RateLimited)] };
          if (attempt.escalated) await noticeOwner(ctx, email);
          // spec §5: nothing is sent without the human-check token; past the account's limit, only a solved one.
          if (!(await humanCheck(ctx, args.captchaToken, "login", { solvedOnly: attempt.escalated }))) {
            const error = attempt.escalated
              ? apiError(ErrorCode.RateLimited)
              : apiError(ErrorCode.CaptchaFailed, "captchaToken");
            return { status: false, errors: [error] };
          }
          if (attempt.escalated) await new Promise((resolve) => setTimeout(resolve, LOGIN_BACKOFF_MS));
          if (!(await validEmail(s.language, email))) {
            return { status: false, errors: [apiError(ErrorCode.InvalidEmail, "email")] };
          }
          const result = await checkPassword(ctx.db, sf.storeId, email, args.password);
          if (!result.ok) return { status: false, errors: [result.error] };
          await attempt.succeeded();
          await logIn(ctx.db, sf, ctx.session, result.customerId);
          return { status: true, errors: [] };
        },
        userLogout: async (_: unknown, args: { userData: UserData }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { status: false, errors: s.errors };
          await ctx.session.destroy();
          return { status: true, errors: [] };
        },
      },
    },
  ],
};
