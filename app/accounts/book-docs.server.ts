/** The API documents of the address book and account data pages (graphql/modules/account-book.server.ts). */
import { doc } from "../api/client.server";
import type { ApiError } from "../api/errors";
import type { Fields } from "../api/fields";
import type { SavedAddress } from "./address-book.server";

export type SavedAddressView = Omit<SavedAddress, "id"> & { id: string };

const ERR = "errors { message code referencedRequestParameter }";
const ADDRESS_FIELDS =
  "id isDefault firstName lastName companyName countryCode postCode houseNumber suffix street city";

export const ADDRESSES = doc<{ addresses: { addresses: SavedAddressView[]; errors: ApiError[] } }>(/* GraphQL */ `
  query addresses($userData: UserDataInput!) { addresses(userData: $userData) { addresses { ${ADDRESS_FIELDS} } ${ERR} } }
`);

type AddressAnswer = { address: SavedAddressView | null; errors: ApiError[] };

export const CREATE_ADDRESS = doc<{ createAddress: AddressAnswer }, { fields: Fields; makeDefault: boolean }>(
  /* GraphQL */ `
  mutation createAddress($userData: UserDataInput!, $fields: [KeyValue!]!, $makeDefault: Boolean) {
    createAddress(userData: $userData, fields: $fields, makeDefault: $makeDefault) { address { id } ${ERR} }
  }
`,
);

export const UPDATE_ADDRESS = doc<{ updateAddress: AddressAnswer }, { id: string; fields: Fields }>(/* GraphQL */ `
  mutation updateAddress($userData: UserDataInput!, $id: ID!, $fields: [KeyValue!]!) {
    updateAddress(userData: $userData, id: $id, fields: $fields) { address { id } ${ERR} }
  }
`);

export const DELETE_ADDRESS = doc<{ deleteAddress: { status: boolean | null; errors: ApiError[] } }, { id: string }>(
  /* GraphQL */ `
  mutation deleteAddress($userData: UserDataInput!, $id: ID!) { deleteAddress(userData: $userData, id: $id) { status ${ERR} } }
`,
);

export const SET_DEFAULT_ADDRESS = doc<{ setDefaultAddress: AddressAnswer }, { id: string }>(/* GraphQL */ `
  mutation setDefaultAddress($userData: UserDataInput!, $id: ID!) {
    setDefaultAddress(userData: $userData, id: $id) { address { id } ${ERR} }
  }
`);

export const UPDATE_PROFILE = doc<
  { updateProfile: { status: boolean | null; errors: ApiError[] } },
  { fields: Fields }
>(
  /* GraphQL */ `
  mutation updateProfile($userData: UserDataInput!, $fields: [KeyValue!]!) {
    updateProfile(userData: $userData, fields: $fields) { status ${ERR} }
  }
`,
);

export const DELETE_ACCOUNT = doc<
  { deleteAccount: { status: boolean | null; errors: ApiError[] } },
  { email: string; password: string; confirm: boolean }
>(/* GraphQL */ `
  mutation deleteAccount($userData: UserDataInput!, $email: String!, $password: String!, $confirm: Boolean!) {
    deleteAccount(userData: $userData, email: $email, password: $password, confirm: $confirm) { status ${ERR} }
  }
`);

export const EXPORT_ACCOUNT = doc<{ exportAccountData: { json: string | null; errors: ApiError[] } }>(/* GraphQL */ `
  query exportAccountData($userData: UserDataInput!) { exportAccountData(userData: $userData) { json ${ERR} } }
`);
