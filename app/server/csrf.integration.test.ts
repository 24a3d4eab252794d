/**
 * CSRF over HTTP (ADR 031): the guard server.ts mounts in front of every storefront request refuses a
 * browser's write from another origin with 403 before anything reads it — a GraphQL mutation and a
 * page's form post alike — and nothing is written; the same write from the page's own origin goes
 * through. On PGlite (and PostgreSQL when TEST_DATABASE_URL is set).
 */
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADD, digitalVariation } from "../../tests/fixtures/api-shopper";
import { backends } from "../../tests/fixtures/db";
import { testServices } from "../../tests/fixtures/services";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import { SessionScope } from "../accounts/session.server";
import type { DatabaseHandle } from "../db/db.server";
import { seedDatabase } from "../db/seed/seed.server";
import { createApi } from "../graphql/yoga.server";
import { csrfGuard } from "./security.server";

const { storefronts, registry } = await shippedRegistry();
const kadooBe = registry.get("kadoo-be");
const HOST = "kadoo-be.localhost";

/** A POST with exactly these headers (fetch would not send our Host). */
function post(port: number, path: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; setCookie: string[] | undefined; text: string }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method: "POST", headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, setCookie: res.headers["set-cookie"], text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe.each(backends())("cross-site writes on $name", (backend) => {
  let handle: DatabaseHandle;
  let server: Server;
  let port: number;
  let formWrites = 0;
  let body: string;

  const carts = async () =>
    Number(
      (
        await handle.db
          .selectFrom("carts")
          .select((e) => e.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    handle = await backend.open();
    await seedDatabase(
      handle.db,
      storefronts.filter((s) => s.code === "kadoo-be"),
    );
    const api = createApi({
      db: handle.db,
      registry,
      introspection: false,
      services: testServices(handle.db, registry).services,
    });
    const app = express();
    app.use(csrfGuard);
    app.post("/graphql", (req, res) => {
      const session = new SessionScope(
        handle.db,
        { storeId: kadooBe.storeId, pathPrefix: "", secure: false },
        null,
        (c) => res.append("Set-Cookie", c),
      );
      api.handle(req, res, {
        storefront: kadooBe,
        localPort: ":3000",
        session,
        ip: "127.0.0.1",
        baseUrl: `http://${HOST}`,
      });
    });
    // Stands for every page's form action (Remix runs behind the same guard in server.ts).
    app.post("/account/", (_req, res) => {
      formWrites++;
      res.status(204).end();
    });
    server = createServer(app).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
    const v = await digitalVariation(handle.db, kadooBe, "apple-gift-card");
    body = JSON.stringify({
      query: ADD,
      variables: {
        userData: { language: "nl", storeID: kadooBe.storeId, countryCode: "BE" },
        input: {
          variationId: v.id,
          amount: v.amount,
          quantity: 1,
          receivers: [{ name: "Jan", email: "jan@example.be" }],
        },
      },
    });
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await handle.close();
  });

  const mutation = (headers: Record<string, string>) =>
    post(port, "/graphql", { host: HOST, "content-type": "application/json", ...headers }, body);
  const form = (headers: Record<string, string>) =>
    post(
      port,
      "/account/",
      { host: HOST, "content-type": "application/x-www-form-urlencoded", ...headers },
      "intent=logout",
    );

  it.each<{ name: string; headers: Record<string, string> }>([
    { name: "another site's Origin", headers: { origin: "https://evil.example" } },
    { name: "Sec-Fetch-Site cross-site", headers: { "sec-fetch-site": "cross-site" } },
    {
      name: "another storefront on the same site",
      headers: { origin: "http://giftpass-ch.localhost", "sec-fetch-site": "same-site" },
    },
    { name: "an opaque Origin (sandboxed frame)", headers: { origin: "null" } },
    { name: "a malformed Origin", headers: { origin: "::::" } },
  ])("refuses a GraphQL mutation with $name: 403, nothing written", async ({ headers }) => {
    const before = await carts();
    const res = await mutation(headers);
    expect(res.status).toBe(403);
    expect(res.setCookie).toBeUndefined();
    expect(await carts()).toBe(before);
  });

  it("refuses a cross-site form post: 403, the action never runs", async () => {
    const res = await form({ origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
    expect(formWrites).toBe(0);
  });

  it("lets the page's own writes through (same origin; or no browser headers at all)", async () => {
    const before = await carts();
    const res = await mutation({ origin: `http://${HOST}`, "sec-fetch-site": "same-origin" });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).data.addGiftcardPackage.errors).toEqual([]);
    expect(await carts()).toBe(before + 1);
    expect((await form({ origin: `http://${HOST}` })).status).toBe(204);
    // curl and servers send neither Origin nor Sec-Fetch-Site, and no victim's cookies.
    expect((await form({})).status).toBe(204);
    expect(formWrites).toBe(2);
  });
});
