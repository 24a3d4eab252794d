import { describe, expect, it } from "vitest";
import { apiBodyError, bodyVerdict, MAX_API_BODY_BYTES } from "./body-limit.server";

const req = (method: string, headers: Record<string, string> = {}) => ({ method, headers });

describe("body limits", () => {
  it("reads bodies up to the limit and refuses a declared length past it before reading", () => {
    expect(bodyVerdict(req("POST", { "content-length": "100" }), 100)).toBe("ok");
    expect(bodyVerdict(req("POST", { "content-length": "101" }), 100)).toBe("too-large");
    expect(bodyVerdict(req("POST", { "content-length": "1e9" }), 100)).toBe("too-large");
    expect(bodyVerdict(req("POST", { "content-length": "-1" }), 100)).toBe("too-large");
  });
  it("refuses a streamed body of unknown length (no browser sends one) and lets bodiless requests pass", () => {
    expect(bodyVerdict(req("POST", { "transfer-encoding": "chunked" }), 100)).toBe("length-required");
    expect(bodyVerdict(req("POST"), 100)).toBe("ok");
    expect(bodyVerdict(req("GET", { "content-length": "999" }), 100)).toBe("ok");
  });
  it("answers the API in GraphQL's error shape", () => {
    const refusal = apiBodyError("too-large");
    expect(refusal.status).toBe(413);
    expect(JSON.parse(refusal.body).errors[0].message).toContain(String(MAX_API_BODY_BYTES));
    expect(apiBodyError("length-required").status).toBe(411);
  });
});
