import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { originFormTarget } from "./request-target.server";

let server: http.Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(originFormTarget);
  // What the storefront resolution and Remix's request see: the Host header and the path.
  app.use((req, res) => res.json({ host: req.headers.host, url: req.url, path: req.path }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((r) => server.close(r)));

function send(target: string, host = "localhost") {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: target, headers: { host } }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("an origin-form target passes unchanged", async () => {
  const r = await send("/saldocheck/?x=1", "giftpass-ch.localhost");
  expect(r.status).toBe(200);
  expect(JSON.parse(r.body)).toEqual({ host: "giftpass-ch.localhost", url: "/saldocheck/?x=1", path: "/saldocheck/" });
});

test("an absolute-form target is served as its path, its authority replacing the Host header (RFC 9112)", async () => {
  const r = await send("http://choice-uk.localhost:3000/cadeaukaarten/?page=2", "localhost");
  expect(r.status).toBe(200);
  expect(JSON.parse(r.body)).toEqual({
    host: "choice-uk.localhost:3000",
    url: "/cadeaukaarten/?page=2",
    path: "/cadeaukaarten/",
  });
});

test("any other target is a 400 (or Express's 404 when it cannot parse it), never a server error", async () => {
  for (const target of ["*", "ftp://localhost/", "localhost:80"]) {
    expect((await send(target)).status, target).toBe(400);
  }
  expect((await send("http://[::1")).status).toBe(404);
});
