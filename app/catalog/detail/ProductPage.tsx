import { Trans, useLingui } from "@lingui/react/macro";
import { styled } from "../../../themes/stitches.config";
import { formatMoney } from "../../i18n/format";
import { useShell } from "../../storefront/shell";
import { lowestPrice } from "../cards";
import type { ProductPageData } from "./load.server";

/** The product detail page (spec §2 …/{product}/). */
export function ProductPage({ data }: { data: ProductPageData }) {
  return <ProductDetail product={data.product} />;
}

function ProductDetail({ product }: { product: ProductPageData["product"] }) {
  const { t } = useLingui();
  const { sf, locale } = useShell();
  const from = lowestPrice(product);
  const fixed = [product.digitalVariationConfig, product.physicalVariationConfig].flatMap((c) => c?.fixedValues ?? []);
  const values = [...new Set(fixed.map((p) => p.value))].sort((a, b) => a - b);
  return (
    <Section data-product={product.id}>
      <Detail>
        <Art css={{ background: product.backgroundColor }}>
          <img src={product.image.url} alt={product.image.alt} width={400} height={252} />
        </Art>
        <div>
          <h1>{product.title}</h1>
          <p>{product.description}</p>
          {from !== null ? <p>{t`from ${formatMoney(from, sf.currency, locale)}`}</p> : null}
          {values.length ? (
            <p>
              <Trans>Available values:</Trans> {values.map((v) => formatMoney(v, sf.currency, locale)).join(", ")}
            </p>
          ) : null}
          <ul>
            {product.digitalVariationConfig ? <li>{t`Digital: delivered by e-mail within one hour`}</li> : null}
            {product.physicalVariationConfig ? <li>{t`Physical: shipped by post`}</li> : null}
          </ul>
        </div>
      </Detail>
    </Section>
  );
}

const Section = styled("section", { maxWidth: "$container", margin: "0 auto", padding: "$6 $4" });
const Detail = styled("div", { display: "grid", gap: "$5", "@desktop": { gridTemplateColumns: "1fr 1fr" } });
const Art = styled("div", { borderRadius: "$lg", padding: "$5", "& img": { width: "100%", height: "auto" } });
