// biome-ignore-all lint/suspicious/noExplicitAny: the same bound as Conform's `useForm`
import { useForm } from "@conform-to/react";
import { useId } from "react";
import { staticForm } from "./static-form";

type Options<Shape extends Record<string, any>, Value, FormError> = Parameters<
  typeof useForm<Shape, Value, FormError>
>[0] & {
  id: string;
};
type Metadata<Shape extends Record<string, any>, Value, FormError> = ReturnType<
  typeof useForm<Shape, Value, FormError>
>;

/**
 * The form hook of a page's flat forms (text, radio and checkbox fields by name; no lists or
 * fieldsets): Conform's `useForm` in the browser, where the form validates as the shopper types; on
 * the server `staticForm`, the same metadata as Conform's first render (static-form.test.tsx), without
 * building Conform's form state that the server never uses (the checkout's payment step −13 % server
 * CPU, its details step −11 %: ADR 059). Which of the two runs is fixed per environment, so a
 * component's hooks are the same on every render.
 */
export const usePageForm: <Shape extends Record<string, any>, Value = Shape, FormError = string[]>(
  options: Options<Shape, Value, FormError>,
) => Metadata<Shape, Value, FormError> = typeof document === "undefined" ? useServerForm : useForm;

/**
 * `usePageForm` on the server: the metadata the first render reads. It calls `useId` as `useForm` does
 * (whether or not the form has an id): React derives the ids of `useId` further down the tree from
 * which components above call it, so without it the server's ids would not be the browser's.
 */
export function useServerForm<Shape extends Record<string, any>, Value = Shape, FormError = string[]>(
  options: Options<Shape, Value, FormError>,
): Metadata<Shape, Value, FormError> {
  useId();
  return staticForm(
    options.id,
    (options.defaultValue ?? {}) as Record<string, unknown>,
    options.lastResult as Parameters<typeof staticForm>[2],
  ) as unknown as Metadata<Shape, Value, FormError>;
}
