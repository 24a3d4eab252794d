// biome-ignore-all lint/suspicious/noExplicitAny: the same bound as Conform's `useForm`
import { useForm } from "@conform-to/react";
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
 * building Conform's form state that the server never uses — the payment step and the card check's
 * forms cost about 4 % of the checkout payment page's server CPU. Which of the two runs is fixed per
 * environment, so a component's hooks are the same on every render.
 */
export const usePageForm: <Shape extends Record<string, any>, Value = Shape, FormError = string[]>(
  options: Options<Shape, Value, FormError>,
) => Metadata<Shape, Value, FormError> = typeof document === "undefined" ? serverForm : useForm;

/** `usePageForm` on the server: no hook, the metadata the first render reads. */
export function serverForm<Shape extends Record<string, any>, Value = Shape, FormError = string[]>(
  options: Options<Shape, Value, FormError>,
): Metadata<Shape, Value, FormError> {
  return staticForm(
    options.id,
    (options.defaultValue ?? {}) as Record<string, string>,
    options.lastResult as Parameters<typeof staticForm>[2],
  ) as unknown as Metadata<Shape, Value, FormError>;
}
