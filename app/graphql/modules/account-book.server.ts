/**
 * The account's address book, data, export and deletion (issue 15; spec §3 Address and
 * CustomerProfile, §6 logged-in account holder, §7 getUserInfo subscribed). Only for the logged-in
 * account of the request's storefront: the session names the account, every domain call names the
 * storefront too. Input is parsed with the forms' schemas (forms/address.ts, accounts/profile.schema.ts).
 */
import * as v from "valibot";
import {
  type AccountExport,
  deleteAccount,
  exportAccountData,
  updateProfile,
} from "../../accounts/account-data.server";
import {
  createAddress,
  deleteAddress,
  listAddresses,
  type Owner,
  type SavedAddress,
  setDefaultAddress,
  updateAddress,
} from "../../accounts/address-book.server";
import { deleteAccountSchema, profileSchema } from "../../accounts/profile.schema";
import { type ApiError, apiError, ErrorCode } from "../../api/errors";
import type { Fields } from "../../api/fields";
import { savedAddressSchema } from "../../forms/address";
import { fieldsToObject } from "../../forms/field-names";
import { serverI18n } from "../../i18n/server-i18n.server";
import { type ApiContext, scope, type UserData } from "../context.server";
import { invalid } from "./checkout.server";
import type { SchemaModule } from "./index";

const typeDefs = /* GraphQL */ `
  "An address of the account's address book (spec §3 Address): the name it goes to and the place."
  type SavedAddress {
    id: ID!
    isDefault: Boolean!
    firstName: String!
    lastName: String!
    companyName: String!
    countryCode: String!
    postCode: String!
    houseNumber: String!
    suffix: String!
    street: String!
    city: String!
  }

  type AddressBookResult {
    addresses: [SavedAddress!]!
    errors: [Error!]!
  }

  type SavedAddressResult {
    address: SavedAddress
    errors: [Error!]!
  }

  type AccountExportResult {
    "The account holder's data as a JSON document: profile, addresses, orders, newsletter."
    json: String
    errors: [Error!]!
  }

  extend type Query {
    "The logged-in account's addresses, the default first."
    addresses(userData: UserDataInput!): AddressBookResult!
    "The logged-in account's data (spec §6), for its holder only."
    exportAccountData(userData: UserDataInput!): AccountExportResult!
  }

  extend type Mutation {
    "Fields of the address form: firstName, lastName, companyName, countryCode, postCode, houseNumber, suffix, street, city."
    createAddress(userData: UserDataInput!, fields: [KeyValue!]!, makeDefault: Boolean): SavedAddressResult!
    updateAddress(userData: UserDataInput!, id: ID!, fields: [KeyValue!]!): SavedAddressResult!
    deleteAddress(userData: UserDataInput!, id: ID!): StatusResult!
    setDefaultAddress(userData: UserDataInput!, id: ID!): SavedAddressResult!
    "Fields of the account data form: customerType, names, phone, company data, subscribed."
    updateProfile(userData: UserDataInput!, fields: [KeyValue!]!): StatusResult!
    "Irreversible: the account's e-mail typed again, confirm ticked, the current password. Orders stay, anonymised."
    deleteAccount(userData: UserDataInput!, email: String!, password: String!, confirm: Boolean!): StatusResult!
  }
`;

type Authorised =
  | { ok: true; owner: Owner; country: string; i18n: Awaited<ReturnType<typeof serverI18n>> }
  | { ok: false; errors: ApiError[] };

/** The request's storefront and logged-in account, or the error to answer with. */
async function authorise(ctx: ApiContext, userData: UserData): Promise<Authorised> {
  const s = scope(ctx, userData);
  if (!s.ok) return s;
  const customerId = (await ctx.session.current())?.customerId;
  if (!customerId) return { ok: false, errors: [apiError(ErrorCode.NotLoggedIn)] };
  return {
    ok: true,
    owner: { storeId: s.storefront.storeId, customerId },
    country: s.storefront.country,
    i18n: await serverI18n(s.language),
  };
}

const gql = (a: SavedAddress) => ({ ...a, id: String(a.id) });
const idOf = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : -1);

type Args<T = object> = { userData: UserData } & T;

export const accountBookModule: SchemaModule = {
  typeDefs: [typeDefs],
  resolvers: [
    {
      Query: {
        addresses: async (_: unknown, args: Args, ctx: ApiContext) => {
          const a = await authorise(ctx, args.userData);
          if (!a.ok) return { addresses: [], errors: a.errors };
          return { addresses: (await listAddresses(ctx.db, a.owner)).map(gql), errors: [] };
        },
        exportAccountData: async (_: unknown, args: Args, ctx: ApiContext) => {
          const a = await authorise(ctx, args.userData);
          if (!a.ok) return { json: null, errors: a.errors };
          const data: AccountExport | null = await exportAccountData(ctx.db, a.owner);
          return data
            ? { json: JSON.stringify(data, null, 2), errors: [] }
            : { json: null, errors: [apiError(ErrorCode.NotLoggedIn)] };
        },
      },
      Mutation: {
        createAddress: async (
          _: unknown,
          args: Args<{ fields: Fields; makeDefault?: boolean | null }>,
          ctx: ApiContext,
        ) => {
          const a = await authorise(ctx, args.userData);
          if (!a.ok) return { address: null, errors: a.errors };
          const parsed = v.safeParse(savedAddressSchema(a.i18n), fieldsToObject(args.fields));
          if (!parsed.success) return { address: null, errors: invalid(parsed.issues) };
          const result = await createAddress(ctx.db, a.owner, parsed.output, Boolean(args.makeDefault));
          return result.ok ? { address: gql(result.address), errors: [] } : { address: null, errors: [result.error] };
        },
        updateAddress: async (_: unknown, args: Args<{ id: string; fields: Fields }>, ctx: ApiContext) => {
          const a = await authorise(ctx, args.userData);
          if (!a.ok) return { address: null, errors: a.errors };
          const parsed = v.safeParse(savedAddressSchema(a.i18n), fieldsToObject(args.fields));
          if (!parsed.success) return { address: null, errors: invalid(parsed.issues) };
          const result = await updateAddress(ctx.db, a.owner, idOf(args.id), parsed.output);
          return result.ok ? { address: gql(result.address), errors: [] } : { address: null, errors: [result.error] };
        },
        deleteAddress: async (_: unknown, args: Args<{ id: string }>, ctx: ApiContext) => {
          const a = await authorise(ctx, args.userData);
          if (!a.ok) return { status: false, errors: a.errors };
          const result = await deleteAddress(ctx.db, a.owner, idOf(args.id));
          return result.ok ? { status: true, errors: [] } : { status: false, errors: [result.error] };
        },
        setDefaultAddress: async (_: unknown, args: Args<{ id: string }>, ctx: ApiContext) => {
          const a = await authorise(ctx, args.userData);
          if (!a.ok) return { address: null, errors: a.errors };
          const result = await setDefaultAddress(ctx.db, a.owner, idOf(args.id));
          return result.ok ? { address: gql(result.address), errors: [] } : { address: null, errors: [result.error] };
        },
        updateProfile: async (_: unknown, args: Args<{ fields: Fields }>, ctx: ApiContext) => {
          const a = await authorise(ctx, args.userData);
          if (!a.ok) return { status: false, errors: a.errors };
          const parsed = v.safeParse(profileSchema(a.i18n, a.country), fieldsToObject(args.fields));
          if (!parsed.success) return { status: false, errors: invalid(parsed.issues) };
          const saved = await updateProfile(ctx.db, a.owner, parsed.output);
          return saved ? { status: true, errors: [] } : { status: false, errors: [apiError(ErrorCode.NotLoggedIn)] };
        },
        deleteAccount: async (
          _: unknown,
          args: Args<{ email: string; password: string; confirm: boolean }>,
          ctx: ApiContext,
        ) => {
          const a = await authorise(ctx, args.userData);
          if (!a.ok) return { status: false, errors: a.errors };
          const input = { email: args.email, password: args.password, confirm: args.confirm ? "on" : "" };
          const parsed = v.safeParse(deleteAccountSchema(a.i18n), input);
          if (!parsed.success) return { status: false, errors: invalid(parsed.issues) };
          // The current password is guessed no faster here than at login.
          if (!(await ctx.services.limits.consume("login", `${a.owner.storeId}:delete:${a.owner.customerId}`))) {
            return { status: false, errors: [apiError(ErrorCode.RateLimited)] };
          }
          const result = await deleteAccount(ctx.db, a.owner, parsed.output);
          if (!result.ok) return { status: false, errors: [result.error] };
          // The session row went with the account; the cookie goes too.
          await ctx.session.destroy();
          return { status: true, errors: [] };
        },
      },
    },
  ],
};
