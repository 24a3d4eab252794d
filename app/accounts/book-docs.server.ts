/** The API documents of the address book and account data pages (graphql/modules/account-book.server.ts). */

import { graphql } from "../api/generated/server";
import type { SavedAddress } from "./address-book.server";

export type SavedAddressView = Omit<SavedAddress, "id"> & { id: string };

export const ADDRESSES = graphql(`
  query addresses($userData: UserDataInput!) { addresses(userData: $userData) { addresses { id isDefault firstName lastName companyName countryCode postCode houseNumber suffix street city } errors { message code referencedRequestParameter } } }
`);

export const CREATE_ADDRESS = graphql(`
  mutation createAddress($userData: UserDataInput!, $fields: [KeyValue!]!, $makeDefault: Boolean) {
    createAddress(userData: $userData, fields: $fields, makeDefault: $makeDefault) { address { id } errors { message code referencedRequestParameter } }
  }
`);

export const UPDATE_ADDRESS = graphql(`
  mutation updateAddress($userData: UserDataInput!, $id: ID!, $fields: [KeyValue!]!) {
    updateAddress(userData: $userData, id: $id, fields: $fields) { address { id } errors { message code referencedRequestParameter } }
  }
`);

export const DELETE_ADDRESS = graphql(`
  mutation deleteAddress($userData: UserDataInput!, $id: ID!) { deleteAddress(userData: $userData, id: $id) { status errors { message code referencedRequestParameter } } }
`);

export const SET_DEFAULT_ADDRESS = graphql(`
  mutation setDefaultAddress($userData: UserDataInput!, $id: ID!) {
    setDefaultAddress(userData: $userData, id: $id) { address { id } errors { message code referencedRequestParameter } }
  }
`);

export const UPDATE_PROFILE = graphql(`
  mutation updateProfile($userData: UserDataInput!, $fields: [KeyValue!]!) {
    updateProfile(userData: $userData, fields: $fields) { status errors { message code referencedRequestParameter } }
  }
`);

export const DELETE_ACCOUNT = graphql(`
  mutation deleteAccount($userData: UserDataInput!, $email: String!, $password: String!, $confirm: Boolean!) {
    deleteAccount(userData: $userData, email: $email, password: $password, confirm: $confirm) { status errors { message code referencedRequestParameter } }
  }
`);

export const EXPORT_ACCOUNT = graphql(`
  query exportAccountData($userData: UserDataInput!) { exportAccountData(userData: $userData) { json errors { message code referencedRequestParameter } } }
`);
