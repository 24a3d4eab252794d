/**
 * The product page's purchase form (spec §2 …/{product}/): the add-to-basket form with the result of
 * its last post. The form's validation code (Conform + valibot) and its texts (the shop catalog) load
 * after the page: the server renders the form, which works without JavaScript until then.
 */
import { useActionData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import type { ProductPageData } from "../catalog/detail/page-data";
import type { AddToBasketFormProps } from "./AddToBasketForm";

const AddToBasketForm = lazy(() =>
  Promise.all([import("./AddToBasketForm"), import("../i18n/shop-catalog").then((m) => m.ensureShopCatalog())]).then(
    ([m]) => ({ default: m.AddToBasketForm }),
  ),
);

type ActionData = {
  result: AddToBasketFormProps["lastResult"];
  added: AddToBasketFormProps["added"];
  errors: AddToBasketFormProps["errors"];
};

export function ProductPurchase({ data }: { data: ProductPageData }) {
  const action = useActionData<ActionData>();
  const { product } = data;
  return (
    <Suspense fallback={null}>
      <AddToBasketForm
        rules={data.rules}
        extras={data.extras}
        product={{ title: product.title, image: product.image.url, backgroundColor: product.backgroundColor }}
        lastResult={action?.result}
        added={action?.added ?? null}
        errors={action?.errors ?? []}
      />
    </Suspense>
  );
}
