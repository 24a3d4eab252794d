/**
 * Redis stopped (issue 44, faults): with REDIS_URL set, the rate-limit counters and the human check's
 * replay store live in Redis. While it is stopped, the guarded forms — the balance check, the login, and
 * the API's login — answer a translated "temporarily unavailable" on the form (never a 500, never a pass
 * without the limit), /readyz names Redis, the process stays up; once Redis is back they work again
 * without a restart. The test runs a redis-server of its own (port 3829) and stops and starts it.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { connect } from "node:net";
import { solveChallenge } from "altcha-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../app/api/errors";
import { type AppProcess, BUILT, startApp, tenantsDir } from "../fixtures/app-process";
import { graphql, http } from "../fixtures/http";

const PORT = 3824;
const REDIS_PORT = 3829;
const HOST = "kadoo-be.localhost";
const USER = { language: "nl", storeID: 95, countryCode: "BE" };
const UNAVAILABLE_NL = "Dit is tijdelijk niet beschikbaar. Probeer het over een paar minuten opnieuw.";
const REDIS_SERVER = (() => {
  try {
    return execFileSync("which", ["redis-server"]).toString().trim();
  } catch {
    return "";
  }
})();

/** A redis-server of the test's own: nothing kept on disk. */
function redisServer() {
  let child: ChildProcess | null = null;
  const answers = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(REDIS_PORT, "127.0.0.1");
      socket.on("connect", () => resolve(Boolean(socket.end())));
      socket.on("error", () => resolve(false));
    });
  return {
    async start() {
      child = spawn(REDIS_SERVER, ["--port", String(REDIS_PORT), "--save", "", "--appendonly", "no"], {
        stdio: "ignore",
      });
      for (let waited = 0; !(await answers()); waited += 100) {
        if (waited > 10_000) throw new Error("redis-server did not start");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once("exit", resolve));
      running.kill("SIGTERM");
      await exited;
    },
  };
}

async function solvedCaptcha(): Promise<string> {
  const c = JSON.parse((await http(PORT, { host: HOST, path: "/captcha/" })).body);
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error("challenge not solvable");
  const { algorithm, challenge, salt, signature } = c;
  return Buffer.from(JSON.stringify({ algorithm, challenge, number: solution.number, salt, signature })).toString(
    "base64",
  );
}

const post = (path: string, fields: Record<string, string>) =>
  http(PORT, {
    host: HOST,
    path,
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

describe.skipIf(!BUILT || !REDIS_SERVER)("Redis stopped", () => {
  let tenants: ReturnType<typeof tenantsDir>;
  let app: AppProcess;
  const redis = redisServer();

  beforeAll(async () => {
    await redis.start();
    tenants = tenantsDir(["kadoo-be"]);
    app = await startApp({
      port: PORT,
      env: {
        DATA_DIR: "memory://",
        TENANTS_DIR: tenants.dir,
        REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
        REDIS_PREFIX: "redis-down-test",
        JOB_WORKER: "false",
      },
    });
  }, 240_000);

  afterAll(async () => {
    await app?.stop();
    await redis.stop();
    tenants?.remove();
  });

  const balanceCheck = async () =>
    post("/saldocheck/", { cardNumber: "6280095000000000001", pin: "123456", captchaToken: await solvedCaptcha() });
  const login = async () =>
    post("/account/login/", {
      email: "someone@example.be",
      password: "a-password-1",
      captchaToken: await solvedCaptcha(),
      next: "",
    });
  const apiLogin = async () => {
    const answer = await graphql(
      PORT,
      HOST,
      `mutation($userData: UserDataInput!, $captchaToken: String!) {
        userLogin(userData: $userData, email: "someone@example.be", password: "a-password-1", captchaToken: $captchaToken) {
          status errors { code message } } }`,
      { userData: USER, captchaToken: await solvedCaptcha() },
    );
    return { status: answer.status, login: answer.json.data?.userLogin as { errors: { code: number }[] } };
  };

  it("answers the guarded forms 'temporarily unavailable' while Redis is stopped, and works again after", async () => {
    // Before: the forms answer as usual (an unknown card, a wrong login).
    const before = await balanceCheck();
    expect(before.status).toBe(200);
    expect(before.body).not.toContain(UNAVAILABLE_NL);

    await redis.stop();
    const [check, form, api] = await Promise.all([balanceCheck(), login(), apiLogin()]);
    for (const page of [check, form]) {
      expect(page.status).toBe(200);
      expect(page.body).toContain(UNAVAILABLE_NL);
      expect(page.body).not.toMatch(/Oh oh|Unexpected error/);
    }
    expect(api.status).toBe(200);
    expect(api.login.errors.map((e) => e.code)).toEqual([ErrorCode.TemporarilyUnavailable]);
    // Operators see which dependency it is; the process itself is fine.
    const ready = await http(PORT, { host: HOST, path: "/readyz" });
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body).checks).toMatchObject({ database: "ok", redis: expect.not.stringMatching(/^ok$/) });
    expect((await http(PORT, { host: HOST, path: "/healthz" })).status).toBe(200);

    await redis.start();
    await expect
      .poll(async () => (await apiLogin()).login.errors.map((e) => e.code), { timeout: 15_000 })
      .toEqual([ErrorCode.WrongCredentials]);
    const after = await Promise.all([balanceCheck(), login()]);
    for (const page of after) {
      expect(page.status).toBe(200);
      expect(page.body).not.toContain(UNAVAILABLE_NL);
    }
    expect(await (await http(PORT, { host: HOST, path: "/readyz" })).status).toBe(200);
    expect(app.child.exitCode).toBeNull();
  }, 90_000);
});
