/**
 * The API's base (spec §7): the types every module uses (userData, errors as data, prices, links)
 * and the Query and Mutation roots the modules extend. Declared once, here.
 */
import type { SchemaModule } from "./index";

const typeDefs = /* GraphQL */ `
  input UserDataInput {
    language: String!
    storeID: Int!
    countryCode: String!
    redeemToken: String
  }

  "Errors travel as data: spec §8."
  type Error {
    message: String!
    code: Int!
    referencedRequestParameter: String
  }

  type Price {
    currency: String!
    value: Float!
  }

  enum LinkType {
    relative
    absolute
  }

  type Path {
    href: String!
    type: LinkType!
  }

  type Logo {
    url: String!
    alt: String!
  }


  type Query
  type Mutation
`;

export const baseModule: SchemaModule = { typeDefs: [typeDefs], resolvers: [] };
