/**
 * Body size limits at the server's edge (ADR 030), over HTTP without a browser: the API answers a body
 * past MAX_API_BODY_BYTES with 413 and a GraphQL-shaped error, a page's form post with 413 and the
 * storefront's themed error page in the page's language — the body is never read, no stack trace.
 */
import { expect, test } from "@playwright/test";
import { MAX_API_BODY_BYTES, MAX_FORM_BODY_BYTES } from "../../app/server/body-limit.server";
import { PORT } from "./fixtures";

const post = (
  request: import("@playwright/test").APIRequestContext,
  host: string,
  path: string,
  options: { data: string; contentType: string },
) =>
  request.post(`http://127.0.0.1:${PORT}${path}`, {
    headers: { host: `${host}:${PORT}`, "content-type": options.contentType },
    data: options.data,
    maxRedirects: 0,
  });

test("the API refuses a body past its limit with 413 and a GraphQL error, and answers one under it", async ({
  request,
}) => {
  const query = "{ __typename }";
  const big = JSON.stringify({ query, variables: { x: "a".repeat(MAX_API_BODY_BYTES) } });
  const refused = await post(request, "kadoo-be.localhost", "/graphql", { data: big, contentType: "application/json" });
  expect(refused.status()).toBe(413);
  expect(await refused.json()).toEqual({
    errors: [
      {
        message: `The request body is larger than the limit of ${MAX_API_BODY_BYTES} bytes.`,
        extensions: { code: "PAYLOAD_TOO_LARGE" },
      },
    ],
  });
  const fits = JSON.stringify({ query, variables: { x: "a".repeat(MAX_API_BODY_BYTES - 1000) } });
  const answered = await post(request, "kadoo-be.localhost", "/graphql", {
    data: fits,
    contentType: "application/json",
  });
  expect(answered.status()).toBe(200);
  expect(await answered.json()).toEqual({ data: { __typename: "Query" } });
});

test("the API answers a 20,000-deep document with a parse error, not a 5xx", async ({ request }) => {
  const deep = `${"[".repeat(20_000)}1${"]".repeat(20_000)}`;
  const response = await post(request, "kadoo-be.localhost", "/graphql", {
    data: JSON.stringify({ query: `{products(x:${deep}){id}}` }),
    contentType: "application/json",
  });
  expect(response.status()).toBeLessThan(500);
  const json = await response.json();
  expect(json.errors[0].message).toMatch(/Document contains more tha[nt] 1000 tokens/);
});

for (const [host, heading] of [
  ["kadoo-be.localhost", "Je formulier kon niet worden verstuurd"],
  ["giftpass-de.localhost", "Dein Formular konnte nicht gesendet werden"],
] as const) {
  test(`a form post past the limit gets 413 and the themed page in its language (${host})`, async ({ request }) => {
    const data = `email=${"a".repeat(MAX_FORM_BODY_BYTES)}&password=x`;
    const response = await post(request, host, "/account/login/", {
      data,
      contentType: "application/x-www-form-urlencoded",
    });
    expect(response.status()).toBe(413);
    const html = await response.text();
    expect(html).toContain(`<h1>${heading}</h1>`);
    // The storefront's shell (theme class, header) around it, and nothing of a stack trace.
    expect(html).toMatch(/<html [^>]*class="(kadoo|giftpass)"/);
    expect(html).not.toMatch(/at .+\.(js|ts):\d+/);
  });
}

test("a form post under the limit reaches the form (a field error, not a refusal)", async ({ request }) => {
  const response = await post(request, "kadoo-be.localhost", "/account/login/", {
    data: `email=${"a".repeat(10_000)}&password=x`,
    contentType: "application/x-www-form-urlencoded",
  });
  expect(response.status()).toBeLessThan(500);
  expect(response.status()).not.toBe(413);
  expect(await response.text()).not.toContain("Je formulier kon niet worden verstuurd");
});

test("a URL with %00 is refused as a bad request; a post that is no form gets the form's answer, not a 5xx", async ({
  request,
}) => {
  const nul = await request.get(`http://127.0.0.1:${PORT}/cadeaubonnen/a%00b/`, {
    headers: { host: `kadoo-be.localhost:${PORT}` },
    maxRedirects: 0,
  });
  expect(nul.status()).toBe(400);
  const notAForm = await post(request, "kadoo-be.localhost", "/account/login/", {
    data: "email=a@b.be&password=x",
    contentType: "text/plain",
  });
  expect(notAForm.status()).toBeLessThan(500);
  const html = await notAForm.text();
  expect(html).toContain('data-lang="nl"');
  expect(html).not.toContain("<h1>500</h1>");
});
