/** The product page's data as its components read it: the product and extras out of their JSON texts (ADR 046). */
import { fromJsonText } from "../../storefront/json-text";
import type { LoadedProductPage } from "./load.server";

export type ProductPageData = Omit<LoadedProductPage, "product" | "extras"> & {
  product: ReturnType<typeof productOf>;
  extras: ReturnType<typeof extrasOf>;
};

const productOf = (loaded: LoadedProductPage) => fromJsonText(loaded.product);
const extrasOf = (loaded: LoadedProductPage) => fromJsonText(loaded.extras);

const pages = new WeakMap<LoadedProductPage, ProductPageData>();

/** Made once per loader answer (the server's render, the browser's document or navigation). */
export function productPageData(loaded: LoadedProductPage): ProductPageData {
  let page = pages.get(loaded);
  if (!page) {
    page = { ...loaded, product: productOf(loaded), extras: extrasOf(loaded) };
    pages.set(loaded, page);
  }
  return page;
}
