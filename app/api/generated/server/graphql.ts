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

export type LinkType =
  | 'relative'
  | 'absolute';

export type StoreDataQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type StoreDataQuery = { storeData: { storeData: { menus: { footerMenu: { menuItems: Array<{ title: string, menuItems: Array<{ title: string, path: { href: string, type: LinkType } }> }> }, businessMenu: { title: string | null, menuItems: Array<{ title: string, path: { href: string, type: LinkType } }> }, redeemMenu: { notice: string | null, terms: { href: string, type: LinkType }, privacy: { href: string, type: LinkType }, support: { href: string, type: LinkType } } } } | null, errors: Array<{ message: string, code: number }> } };

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

export const StoreDataDocument = new TypedDocumentString(`
    query storeData($userData: UserDataInput!) {
  storeData(userData: $userData) {
    storeData {
      menus {
        footerMenu {
          menuItems {
            title
            menuItems {
              title
              path {
                href
                type
              }
            }
          }
        }
        businessMenu {
          title
          menuItems {
            title
            path {
              href
              type
            }
          }
        }
        redeemMenu {
          terms {
            href
            type
          }
          privacy {
            href
            type
          }
          support {
            href
            type
          }
          notice
        }
      }
    }
    errors {
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<StoreDataQuery, StoreDataQueryVariables>;