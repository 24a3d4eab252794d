/**
 * Register, forgot password, new password and change password (issue 15; spec §7 create account,
 * forgot password, change password; §8 account, change and forgot password messages). Input is parsed
 * with the forms' schemas (accounts/auth.schema.ts); the password rules answer with their §8 codes.
 * Forgot password answers the same whether or not the e-mail has an account.
 */
import { createHash } from "node:crypto";
import { createCustomer, emailKey, passwordError } from "../../accounts/accounts.server";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  newPasswordSchema,
  registerSchema,
} from "../../accounts/auth.schema";
import type { HumanCheckForm } from "../../accounts/captcha.server";
import { changePassword, resetPassword, resetTokenError, startPasswordReset } from "../../accounts/passwords.server";
import type { LimitKind } from "../../accounts/rate-limit.server";
import { type ApiError, apiError, ErrorCode } from "../../api/errors";
import { logIn } from "../../basket/login.server";
import { queuePasswordResetMail } from "../../fulfilment/account-mails.server";
import { serverI18n } from "../../i18n/server-i18n.server";
import { href } from "../../storefront/links";
import { type ApiContext, scope, type UserData } from "../context.server";
import { humanCheck } from "../human-check.server";
import { parseInput } from "../input.server";
import type { SchemaModule } from "./index";

const typeDefs = /* GraphQL */ `
  input CreateAccountInput {
    firstName: String!
    lastName: String!
    email: String!
    password: String!
    confirmPassword: String!
    subscribed: Boolean
    captchaToken: String!
  }

  input ChangePasswordInput {
    currentPassword: String!
    password: String!
    confirmPassword: String!
    captchaToken: String!
  }

  input ResetPasswordInput {
    "The token of the forgot-password mail's link."
    token: String!
    password: String!
    confirmPassword: String!
  }

  extend type Query {
    "Whether a forgot-password link still works (true), or why not (errors: unknown, used, expired)."
    passwordResetToken(userData: UserDataInput!, token: String!): StatusResult!
  }

  extend type Mutation {
    "Creates an account and logs the visitor in (a new session)."
    createAccount(userData: UserDataInput!, input: CreateAccountInput!): StatusResult!
    "Mails a new-password link when the e-mail has an account; the answer is the same when it has none."
    forgotPassword(userData: UserDataInput!, email: String!, captchaToken: String!): StatusResult!
    "Sets a new password with a forgot-password link (once, within an hour); ends every session of the account and logs the visitor in."
    resetPassword(userData: UserDataInput!, input: ResetPasswordInput!): StatusResult!
    "Changes the logged-in account's password; ends its other sessions and gives this one a new id."
    changePassword(userData: UserDataInput!, input: ChangePasswordInput!): StatusResult!
  }
`;

const failed = (errors: ApiError[]) => ({ status: false, errors });
const done = { status: true, errors: [] };

/** The new password's §8 answer: its rules, then the confirmation. */
function newPasswordError(input: { password: string; confirmPassword: string }): ApiError | null {
  return (
    passwordError(input.password) ??
    (input.password === input.confirmPassword ? null : apiError(ErrorCode.PasswordMismatch, "confirmPassword"))
  );
}

/** A form rule's refusal as its §8 answer where the spec names one (e-mail, password), else InvalidInput. */
function specific(error: ApiError, input: { password: string; confirmPassword: string }): ApiError {
  const field = error.referencedRequestParameter;
  if (field === "email") return apiError(ErrorCode.InvalidEmail, "email");
  if (field === "password" || field === "confirmPassword") return newPasswordError(input) ?? error;
  return error;
}

/** Rate limit first, then the human check (spec §5: nothing without the token). */
async function guard(
  ctx: ApiContext,
  kind: LimitKind,
  key: string,
  check?: { token: string; form: HumanCheckForm },
): Promise<ApiError | null> {
  if (!(await ctx.services.limits.consume(kind, key))) return apiError(ErrorCode.RateLimited);
  if (check && !(await humanCheck(ctx, check.token, check.form))) {
    return apiError(ErrorCode.CaptchaFailed, "captchaToken");
  }
  return null;
}

async function loggedIn(ctx: ApiContext): Promise<boolean> {
  return Boolean((await ctx.session.current())?.customerId);
}

type CreateArgs = {
  userData: UserData;
  input: {
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    confirmPassword: string;
    subscribed?: boolean | null;
    captchaToken: string;
  };
};
type ResetArgs = { userData: UserData; input: { token: string; password: string; confirmPassword: string } };
type ChangeArgs = {
  userData: UserData;
  input: { currentPassword: string; password: string; confirmPassword: string; captchaToken: string };
};

export const accountAuthModule: SchemaModule = {
  typeDefs: [typeDefs],
  resolvers: [
    {
      Query: {
        passwordResetToken: async (_: unknown, args: { userData: UserData; token: string }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return failed(s.errors);
          const refused = await guard(ctx, "resetPassword", `${ctx.storefront.storeId}:${ctx.ip}`);
          if (refused) return failed([refused]);
          const error = await resetTokenError(ctx.db, ctx.storefront.storeId, args.token.slice(0, 200), new Date());
          return error ? failed([error]) : done;
        },
      },
      Mutation: {
        createAccount: async (_: unknown, args: CreateArgs, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return failed(s.errors);
          if (await loggedIn(ctx)) return failed([apiError(ErrorCode.AlreadyLoggedIn)]);
          const sf = ctx.storefront;
          const refused = await guard(ctx, "register", `${sf.storeId}:${ctx.ip}`, {
            token: args.input.captchaToken,
            form: "register",
          });
          if (refused) return failed([refused]);
          const i18n = await serverI18n(s.language);
          const parsed = parseInput(registerSchema(i18n), {
            ...args.input,
            subscribed: args.input.subscribed ?? false,
          });
          if (!parsed.ok) return failed([specific(parsed.errors[0], args.input)]);
          const { firstName, lastName, email, password, subscribed } = parsed.value;
          const created = await createCustomer(ctx.db, sf.storeId, {
            email,
            password,
            profile: { firstName, lastName },
            subscribed,
          });
          if (!created.ok) return failed([created.error]);
          // A new session id for the new account (no session fixation); the guest basket comes along.
          await logIn(ctx.db, sf, ctx.session, created.customerId);
          return done;
        },
        forgotPassword: async (
          _: unknown,
          args: { userData: UserData; email: string; captchaToken: string },
          ctx: ApiContext,
        ) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return failed(s.errors);
          if (await loggedIn(ctx)) return failed([apiError(ErrorCode.AlreadyLoggedIn)]);
          const sf = ctx.storefront;
          const refused = await guard(ctx, "forgotPasswordAddress", `${sf.storeId}:${ctx.ip}`, {
            token: args.captchaToken,
            form: "forgotPassword",
          });
          if (refused) return failed([refused]);
          const i18n = await serverI18n(s.language);
          const parsed = parseInput(forgotPasswordSchema(i18n), { email: args.email, captchaToken: args.captchaToken });
          if (!parsed.ok) return failed([apiError(ErrorCode.InvalidEmail, "email")]);
          const email = parsed.value.email;
          // Counted for every address asked, account or not: the limit tells nothing either.
          if (!(await ctx.services.limits.consume("forgotPasswordEmail", `${sf.storeId}:${emailKey(email)}`))) {
            return failed([apiError(ErrorCode.RateLimited)]);
          }
          try {
            await startPasswordReset(ctx.db, sf.storeId, email, new Date(), (trx, to, token) =>
              queuePasswordResetMail(trx, ctx.services.jobs, {
                storefront: sf,
                i18n,
                to,
                link: `${ctx.baseUrl}${href(sf, "new-password")}?token=${token}`,
                key: createHash("sha256").update(token).digest("base64url"),
              }),
            );
          } catch {
            return failed([apiError(ErrorCode.MailNotSent)]);
          }
          return done;
        },
        resetPassword: async (_: unknown, args: ResetArgs, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return failed(s.errors);
          const sf = ctx.storefront;
          const refused = await guard(ctx, "resetPassword", `${sf.storeId}:${ctx.ip}`);
          if (refused) return failed([refused]);
          const parsed = parseInput(newPasswordSchema(await serverI18n(s.language)), args.input);
          if (!parsed.ok && parsed.errors[0]?.referencedRequestParameter === "token") {
            return failed([apiError(ErrorCode.ResetTokenUnknown, "token")]);
          }
          if (!parsed.ok) return failed([specific(parsed.errors[0], args.input)]);
          const reset = await resetPassword(ctx.db, sf.storeId, parsed.value, new Date());
          if (!reset.ok) return failed([reset.error]);
          await logIn(ctx.db, sf, ctx.session, reset.customerId);
          return done;
        },
        changePassword: async (_: unknown, args: ChangeArgs, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return failed(s.errors);
          const session = await ctx.session.current();
          if (!session?.customerId) return failed([apiError(ErrorCode.NotLoggedIn)]);
          const sf = ctx.storefront;
          const key = `${sf.storeId}:${session.customerId}`;
          const refused = await guard(ctx, "changePassword", key, {
            token: args.input.captchaToken,
            form: "changePassword",
          });
          if (refused) return failed([refused]);
          const parsed = parseInput(changePasswordSchema(await serverI18n(s.language)), args.input);
          if (!parsed.ok) return failed([specific(parsed.errors[0], args.input)]);
          const changed = await changePassword(ctx.db, sf.storeId, session.customerId, parsed.value);
          if (!changed.ok) return failed([changed.error]);
          await ctx.services.limits.reset("changePassword", key);
          // Every session of the account has ended; this visitor goes on with a new session id.
          await ctx.session.rotate(session.customerId, session.cartId);
          return done;
        },
      },
    },
  ],
};
