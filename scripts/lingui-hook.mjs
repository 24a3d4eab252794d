// `node --import tsx --import ./scripts/lingui-hook.mjs server.ts`: server code that runs outside the
// Vite build (API, jobs, mails) uses Lingui macros too; this hook compiles them after tsx has turned
// TypeScript into JavaScript (hooks registered later run first and call the earlier ones).
import { register } from "node:module";

register("./lingui-loader.mjs", import.meta.url);
