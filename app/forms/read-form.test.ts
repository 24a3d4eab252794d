import { describe, expect, it } from "vitest";
import { readForm } from "./read-form.server";

const post = (body: string, type?: string) =>
  new Request("http://shop.test/account/login/", {
    method: "POST",
    body,
    headers: type ? { "content-type": type } : {},
  });

describe("readForm", () => {
  it("reads a form's fields", async () => {
    const form = await readForm(post("email=a%40b.be&intent=login", "application/x-www-form-urlencoded"));
    expect(form.get("email")).toBe("a@b.be");
  });
  it("replaces NUL (which PostgreSQL's text cannot hold) in names and values", async () => {
    const form = await readForm(post("na%00me=a%00b", "application/x-www-form-urlencoded"));
    expect([...form.entries()]).toEqual([["na\ufffdme", "a\ufffdb"]]);
  });
  // Found by the fuzz suite: request.formData() throws on these, and the action answered 500.
  it("reads a body that is no form as an empty form, so the action answers with field errors", async () => {
    for (const [body, type] of [
      ["intent=login", "text/plain"],
      ['{"email":"a@b.be"}', "application/json"],
      ["garbage without boundaries", "multipart/form-data; boundary=fuzz"],
      ["--x\r\n\r\n--x--", "multipart/form-data"],
      ["\u0000\u0001", undefined],
    ] as const) {
      expect([...(await readForm(post(body, type))).keys()]).toEqual([]);
    }
  });
});
