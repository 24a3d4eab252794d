/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type UserDataInput = {
  language: string;
  storeID: number;
  countryCode: string;
  redeemToken?: string | null | undefined;
};

export type VisitorQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type VisitorQuery = { cartQuantity: { cart: { qty: number } }, getUserInfo: { user: { mainProfile: { email: string, firstName: string | null } } | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const VisitorDocument = new TypedDocumentString(`
    query visitor($userData: UserDataInput!) {
  cartQuantity(userData: $userData) {
    cart {
      qty
    }
  }
  getUserInfo(userData: $userData) {
    user {
      mainProfile {
        email
        firstName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<VisitorQuery, VisitorQueryVariables>;