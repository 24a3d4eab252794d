import { parseWithValibot } from "@conform-to/valibot";
import { type DependencyList, useEffect, useMemo } from "react";
import type { GenericSchema } from "valibot";

/**
 * A form's validation in the browser with its schema — the one the action and the API parse with
 * (conventions: one schema per form) — for Conform's `onValidate`. The schema is not made while the
 * page renders: the server renders forms it never validates (the basket, a receiver and a delivery
 * form per package for browsers without JavaScript), and making a schema builds every rule and message
 * of its fields. In the browser it is made once the form is on screen (an effect, which the server does
 * not run), so that what making it starts — the phone rules' load (forms/phone.ts, ADR 029) — starts
 * with the form, not at the shopper's first blur. `deps`: what `make` reads, as for `useMemo`.
 */
export function useSchemaValidation<S extends GenericSchema>(make: () => S, deps: DependencyList) {
  const validation = useMemo(
    () => {
      let schema: S | null = null;
      const ready = () => {
        schema ??= make();
        return schema;
      };
      return {
        ready,
        validate: ({ formData }: { formData: FormData }) => parseWithValibot(formData, { schema: ready() }),
      };
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what its schema depends on
    deps,
  );
  useEffect(() => {
    validation.ready();
  }, [validation]);
  return validation.validate;
}
