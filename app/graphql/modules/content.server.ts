import type { SchemaModule } from "./index";

export const contentModule: SchemaModule = { typeDefs: [], resolvers: [] };
