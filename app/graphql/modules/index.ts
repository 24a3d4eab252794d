/**
 * GraphQL schema modules beyond the core (schema.ts): each module owns its SDL (using `extend type
 * Query`/`extend type …`) and its resolvers, so features grow the API without one shared file.
 */
import { contentModule } from "./content.server";
import { locationsModule } from "./locations.server";
import { productDetailModule } from "./product-detail.server";
import { searchModule } from "./search.server";

export interface SchemaModule {
  typeDefs: string[];
  resolvers: object[];
}

export const schemaModules: SchemaModule[] = [productDetailModule, locationsModule, searchModule, contentModule];
