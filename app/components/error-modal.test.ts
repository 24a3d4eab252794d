import { describe, expect, it } from "vitest";
import { FALLBACK_ERROR_MESSAGE } from "../api/errors";
import { apiErrorDescriptor } from "../i18n/api-errors";
import { pickError } from "./ErrorModal";

describe("error modal message selection (spec §8)", () => {
  it("takes the first error of the first non-empty data errors list", () => {
    const error = pickError({
      dataErrors: [
        [],
        [
          { message: "Exceeding of giftcard limit in the order", code: 2030 },
          { message: "x", code: 2031 },
        ],
      ],
      graphqlErrors: [{ message: "ignored" }],
    });
    expect(error).toMatchObject({ code: 2030 });
  });

  it("falls back to the first GraphQL error with code -1", () => {
    expect(pickError({ dataErrors: [null], graphqlErrors: [{ message: "Syntax Error" }] })).toEqual({
      message: "Syntax Error",
      code: -1,
      referencedRequestParameter: null,
    });
  });

  it("uses the spec's fallback text when no message is known", () => {
    expect(pickError({})).toBeNull();
    expect(apiErrorDescriptor(null).message).toBe(FALLBACK_ERROR_MESSAGE);
    expect(apiErrorDescriptor({ message: "?", code: 9999 }).message).toBe(FALLBACK_ERROR_MESSAGE);
    expect(apiErrorDescriptor({ message: "", code: 2036 }).message).toBe(
      "Too many attempts have been made. Please try again later or use a different payment method.",
    );
  });
});
