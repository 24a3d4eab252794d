/** Tests of the operator scripts run them as an operator does: `npx tsx scripts/<name>.ts …`, exit code and output. */
import { execFileSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export function runScript(script: string, args: string[]): { code: number; output: string } {
  try {
    const output = execFileSync("npx", ["--no-install", "tsx", script, ...args], {
      cwd: root,
      encoding: "utf8",
      stdio: "pipe",
    });
    return { code: 0, output };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, output: `${e.stdout}${e.stderr}` };
  }
}
