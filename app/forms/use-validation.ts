import { parseWithValibot } from "@conform-to/valibot";
import { type DependencyList, useMemo } from "react";
import type { GenericSchema } from "valibot";

/**
 * A form's validation in the browser with its schema — the one the action and the API parse with
 * (conventions: one schema per form) — for Conform's `onValidate`. The schema is made the first time
 * the browser validates, not while the page renders: the server renders forms it never validates (the
 * basket, a receiver and a delivery form per package for browsers without JavaScript), and making a
 * schema builds every rule and message of its fields. `deps`: what `make` reads, as for `useMemo`.
 */
export function useSchemaValidation<S extends GenericSchema>(make: () => S, deps: DependencyList) {
  return useMemo(
    () => {
      let schema: S | null = null;
      return ({ formData }: { formData: FormData }) => {
        schema ??= make();
        return parseWithValibot(formData, { schema });
      };
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what its schema depends on
    deps,
  );
}
