import type { SchemaModule } from "./index";

export const productDetailModule: SchemaModule = { typeDefs: [], resolvers: [] };
