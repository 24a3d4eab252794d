import type { SchemaModule } from "./index";

export const locationsModule: SchemaModule = { typeDefs: [], resolvers: [] };
