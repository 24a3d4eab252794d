/**
 * The API-error modal (spec §8): shows the message of the first error of the response's data errors
 * list, else the first GraphQL error, else the fallback text; translated by code.
 */
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import type { ApiError } from "../api/errors";
import { useApiErrorMessage } from "../i18n/api-errors";
import { useShell } from "../storefront/shell";
import { Button } from "./ui/Button";
import { useModals } from "./ui/Modal";

export interface ApiResponseLike {
  /** The data errors lists of the response's operations, in order. */
  dataErrors?: (ApiError[] | null | undefined)[];
  /** Top-level GraphQL errors (code -1). */
  graphqlErrors?: { message: string }[];
}

/** spec §8 selection rule. */
export function pickError(response: ApiResponseLike): ApiError | null {
  const fromData = response.dataErrors?.find((list) => list && list.length > 0)?.[0];
  if (fromData) return fromData;
  const graphql = response.graphqlErrors?.[0];
  if (graphql) return { message: graphql.message, code: -1, referencedRequestParameter: null };
  return null;
}

export function useErrorModal() {
  const modals = useModals();
  const { t } = useLingui();
  const { sf } = useShell();
  const translate = useApiErrorMessage();
  return useCallback(
    (response: ApiResponseLike) => {
      const error = pickError(response);
      const message = translate(error);
      modals.open(
        "error",
        () => (
          <div>
            <p role="alert">{message}</p>
            <Button onClick={() => modals.close("error")}>{t`OK`}</Button>
          </div>
        ),
        { title: t`Something went wrong`, logo: sf.theme.modalLogo, stack: true },
      );
    },
    [modals, t, translate, sf.theme.modalLogo],
  );
}
