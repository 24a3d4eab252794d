import type { SchemaModule } from "./index";

export const searchModule: SchemaModule = { typeDefs: [], resolvers: [] };
