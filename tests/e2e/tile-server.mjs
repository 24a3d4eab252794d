/**
 * The map tile server of the end-to-end tests (CI is offline; production uses MAP_TILE_URL): every
 * tile is one transparent pixel. playwright.config.ts starts it and points the shop's MAP_TILE_URL
 * here, so pages load tiles like any image — no request interception, which would also turn off the
 * browser's cache for every test. A test that wants failing tiles routes this host itself.
 */
import { createServer } from "node:http";

const PORT = Number(process.env.TILE_PORT ?? 3101);
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP89/8/AwAI/AL+XJ/PfwAAAABJRU5ErkJggg==",
  "base64",
);

createServer((req, res) => {
  if (req.method !== "GET" || !/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? "")) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": "image/png", "cache-control": "public, max-age=86400" }).end(PNG);
}).listen(PORT, "127.0.0.1");
