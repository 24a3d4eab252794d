/**
 * The product page's purchase form (spec §2 …/{product}/): the add-to-basket form with the result of
 * its last post. The form's validation code (Conform + valibot) and its texts (the shop catalog) load
 * after the page: the server renders the form, which works without JavaScript until then.
 */
import { useActionData, useFormAction } from "@remix-run/react";
import { lazy, Suspense } from "react";
import type { ProductPageData } from "../catalog/detail/page-data";
import { SharedFragment } from "../components/SharedFragment";
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
  const formAction = useFormAction();
  const { product } = data;
  // Before a post, the form is the same for everyone who sees this product on this page (its rules
  // and extras come with the read cache's frozen answer): printed from memory on the server (ADR 043).
  const shared = !action && Object.isFrozen(product) ? product : null;
  return (
    <Suspense fallback={null}>
      <SharedFragment owner={shared} name={`purchase ${formAction}`}>
        <AddToBasketForm
          rules={data.rules}
          extras={data.extras}
          product={{ title: product.title, image: product.image.url, backgroundColor: product.backgroundColor }}
          lastResult={action?.result}
          added={action?.added ?? null}
          errors={action?.errors ?? []}
        />
      </SharedFragment>
    </Suspense>
  );
}
