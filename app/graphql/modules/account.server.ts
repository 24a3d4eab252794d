/**
 * Identify, login and logout (spec §4 Identify user, §5 Login / Identify, §7 userLogin, userLogout,
 * checkUserExist, getUserInfo). Login and identify need a solved ALTCHA challenge and are rate limited.
 */
import { checkPassword, customerExists, logIn, userInfo } from "../../accounts/accounts.server";
import { type ApiContext, scope, type UserData } from "../context.server";
import { apiError, ErrorCode } from "../errors";
import type { SchemaModule } from "./index";

const typeDefs = /* GraphQL */ `
  type StatusResult {
    status: Boolean
    errors: [Error!]!
  }

  extend type Query {
    "true: an account exists (log in); false: none (order as guest or register)."
    checkUserExist(userData: UserDataInput!, email: String!, captchaToken: String!): StatusResult!
  }

  extend type Mutation {
    userLogin(userData: UserDataInput!, email: String!, password: String!, captchaToken: String!): StatusResult!
    userLogout(userData: UserDataInput!): StatusResult!
  }
`;

const E_MAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

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
          if (!(await ctx.services.captcha.verify(args.captchaToken))) {
            return { status: null, errors: [apiError(ErrorCode.CaptchaFailed, "captchaToken")] };
          }
          const email = args.email.trim();
          if (!E_MAIL.test(email)) return { status: null, errors: [apiError(ErrorCode.InvalidEmail, "email")] };
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
          const keys = [
            `${ctx.storefront.storeId}:${email.toLowerCase()}:${ctx.ip}`,
            `${ctx.storefront.storeId}:ip:${ctx.ip}`,
          ];
          for (const key of keys) {
            if (!(await ctx.services.limits.consume("login", key))) {
              return { status: false, errors: [apiError(ErrorCode.RateLimited)] };
            }
          }
          // spec §5: nothing is sent without the human-check token.
          if (!(await ctx.services.captcha.verify(args.captchaToken))) {
            return { status: false, errors: [apiError(ErrorCode.CaptchaFailed, "captchaToken")] };
          }
          if (!E_MAIL.test(email)) return { status: false, errors: [apiError(ErrorCode.InvalidEmail, "email")] };
          const result = await checkPassword(ctx.db, ctx.storefront.storeId, email, args.password);
          if (!result.ok) return { status: false, errors: [result.error] };
          await logIn(ctx.db, ctx.storefront, ctx.session, result.customerId);
          await ctx.services.limits.reset("login", keys[0]);
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
