/**
 * GraphQL schema modules beyond the core (schema.ts): each module owns its SDL (using `extend type
 * Query`/`extend type …`) and its resolvers, so features grow the API without one shared file.
 */
import { accountModule } from "./account.server";
import { basketModule } from "./basket.server";
import { checkoutModule } from "./checkout.server";
import { contentModule } from "./content.server";
import { locationsModule } from "./locations.server";
import { productDetailModule } from "./product-detail.server";
import { searchModule } from "./search.server";

export interface SchemaModule {
  typeDefs: string[];
  resolvers: object[];
}

// searchModule declares the Mutation type; modules after it extend it.
export const schemaModules: SchemaModule[] = [
  productDetailModule,
  locationsModule,
  searchModule,
  contentModule,
  basketModule,
  accountModule,
  checkoutModule,
];
