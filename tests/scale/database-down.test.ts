/**
 * Database unavailable (issue 18, faults): the shop's connection to PostgreSQL runs through a proxy the
 * test cuts. Pages answer a themed 503 in the storefront's language (no stack trace), the API answers
 * 503 JSON, and when the database is back the shop serves again without a restart.
 */
import { connect, createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppProcess, BUILT, startApp, tenantsDir, testSchema } from "../fixtures/app-process";
import { http } from "../fixtures/http";

const DATABASE = process.env.TEST_DATABASE_URL;
const PORT = 3706;
const PROXY_PORT = 3707;
const HOST = "kadoo-be.localhost";

/** A TCP proxy to PostgreSQL that can be cut (every connection dropped, none accepted) and restored. */
function databaseProxy(target: URL) {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  return {
    async open() {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server?.listen(PROXY_PORT, "127.0.0.1", resolve));
    },
    /** Connections open through the proxy (the shop's pool keeps idle ones for a while). */
    connections: () => sockets.size,
    async cut() {
      if (!server) return;
      const closed = new Promise<void>((resolve) => server?.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
      server = null;
    },
  };
}

describe.skipIf(!DATABASE || !BUILT)("database unavailable", () => {
  let schema: Awaited<ReturnType<typeof testSchema>>;
  let tenants: ReturnType<typeof tenantsDir>;
  let app: AppProcess;
  // Made in beforeAll: a skipped suite's body still runs (collection), without a DATABASE to parse.
  let proxy: ReturnType<typeof databaseProxy>;
  const page = () => http(PORT, { host: HOST, path: "/cadeaubonnen/", headers: { "cache-control": "no-cache" } });

  beforeAll(async () => {
    schema = await testSchema(DATABASE as string);
    tenants = tenantsDir(["kadoo-be"]);
    proxy = databaseProxy(new URL(DATABASE as string));
    await proxy.open();
    const viaProxy = new URL(schema.url);
    viaProxy.port = String(PROXY_PORT);
    viaProxy.hostname = "127.0.0.1";
    app = await schema.whileMigrating(() =>
      startApp({
        port: PORT,
        env: {
          DATABASE_URL: viaProxy.toString(),
          TENANTS_DIR: tenants.dir,
          // A web process without workers (npm run worker would run them), and the cache sync's read
          // rare: their queries every second would find the outage first; here requests must.
          JOB_WORKER: "false",
          CACHE_SYNC_MS: "600000",
          // A page is the cache's for a second: the outage test below serves one past its time.
          PAGE_CACHE_SECONDS: "1",
        },
      }),
    );
  }, 240_000);

  afterAll(async () => {
    await app?.stop();
    await proxy?.cut().catch(() => undefined);
    await schema?.drop();
    tenants?.remove();
  });

  it("answers a themed 503 while the database is gone and recovers when it returns", async () => {
    expect((await page()).status).toBe(200);
    await proxy.cut();

    // Every answer while it is gone is a 503 (never a 500; a page whose data the process still holds in
    // memory may be served), in Dutch, in the storefront's colours.
    const statuses: number[] = [];
    await expect
      .poll(async () => {
        const answer = await page();
        statuses.push(answer.status);
        return answer.status;
      })
      .toBe(503);
    expect(statuses.filter((s) => s !== 503 && s !== 200)).toEqual([]);
    const down = await page();
    expect(down.status).toBe(503);
    expect(down.headers["retry-after"]).toBe("30");
    expect(down.body).toContain('<html lang="nl">');
    expect(down.body).toContain("De winkel is even niet beschikbaar");
    expect(down.body).toContain("Kadoo");
    expect(down.body).not.toMatch(/Error|at \S+ \(/);

    const api = await http(PORT, {
      host: HOST,
      path: "/graphql",
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(api.status).toBe(503);
    expect(JSON.parse(api.body)).toEqual({
      errors: [
        {
          message: "We werken eraan. Probeer het over een paar minuten opnieuw.",
          extensions: { code: "SERVICE_UNAVAILABLE" },
        },
      ],
    });

    await proxy.open();
    await expect.poll(async () => (await page()).status, { timeout: 20_000 }).toBe(200);
    expect(app.child.exitCode).toBeNull();
  }, 60_000);

  it("serves a catalogue page kept from before the outage as it was, past its cache time; others get the 503", async () => {
    const kept = () => http(PORT, { host: HOST, path: "/categorie/alle-cadeaubonnen/" });
    const before = await kept();
    expect(before.status).toBe(200);
    expect(before.headers["cache-control"]).toContain("stale-if-error=86400");
    await proxy.cut();
    await expect.poll(async () => (await page()).status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // A shopper browsing the catalogue during the outage gets the page as it last was, cookies or not.
    const during = await http(PORT, {
      host: HOST,
      path: "/categorie/alle-cadeaubonnen/",
      headers: { cookie: "sid_95=someone" },
    });
    expect(during.status).toBe(200);
    expect(during.headers["x-page-cache"]).toBe("stale");
    expect(during.body).toBe(before.body);
    // A page no one asked for before the outage cannot be made: the themed 503.
    const unseen = await http(PORT, { host: HOST, path: `/cadeaubonnen/?s=tulp${Date.now()}` });
    expect(unseen.status).toBe(503);
    await proxy.open();
    await expect.poll(async () => (await page()).status, { timeout: 20_000 }).toBe(200);
    expect((await kept()).headers["x-page-cache"]).not.toBe("stale");
  }, 60_000);

  it("answers the 503 page to the request that finds the database gone", async () => {
    expect((await page()).status).toBe(200);
    // Once the pool has closed its idle connections, nothing tells the shop the database went away…
    await expect.poll(() => proxy.connections(), { timeout: 30_000 }).toBe(0);
    await proxy.cut();
    // …until a request needs it (a search no cache holds): that request already gets the themed 503.
    const first = await http(PORT, { host: HOST, path: `/cadeaubonnen/?s=bloem${Date.now()}` });
    expect(first.status).toBe(503);
    expect(first.body).toContain("De winkel is even niet beschikbaar");
    expect(first.headers["cache-control"]).toBe("no-store");
    await proxy.open();
    await expect.poll(async () => (await page()).status, { timeout: 20_000 }).toBe(200);
  }, 60_000);
});
