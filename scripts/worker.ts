/** `npm run worker`: the job workers as their own process (app/server/worker.server.ts). */
import path from "node:path";
import { runWorker } from "../app/server/worker.server";

await runWorker(path.resolve(import.meta.dirname, ".."));
