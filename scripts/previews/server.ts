/**
 * The shop server `npm run previews` starts for itself: the production build on a free port with a
 * throw-away database (DATA_DIR=memory://, as playwright.config.ts does) and a one-time preview token.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

export interface StartedServer {
  baseUrl: string;
  token: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The shop server stopped (exit ${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The shop server did not answer within ${timeoutMs / 1000} s:\n${output()}`);
}

/** `port`: where it listens (a free one when not given). */
export async function startServer(
  root: string,
  extraEnv: Record<string, string> = {},
  port?: number,
): Promise<StartedServer> {
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error("No build found: run `npm run build` first (or pass --base-url).");
  }
  port ??= await freePort();
  const token = randomBytes(24).toString("base64url");
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "--import", "./scripts/lingui-hook.mjs", "server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      // Pages are opened on <code>.localhost (off by default in production).
      LOCAL_HOSTS: "true",
      // The payment pages render with the built-in test provider (production takes it only when told: issue 44).
      PAYMENT_PROVIDER: "testpay",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      LOG_LEVEL: "warn",
      PREVIEW_TOKEN: token,
      // Screenshots never need the job queue's mail and fulfilment.
      JOB_WORKER: "false",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const baseUrl = `http://localhost:${port}`;
  await waitUntilUp(`${baseUrl}/`, child, () => output, 180_000);
  return {
    baseUrl,
    token,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
