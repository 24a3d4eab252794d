/** The business page (spec §2 /zakelijk/{product?}): ordering for companies, and a product's business view. */
import { Trans, useLingui } from "@lingui/react/macro";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { styled } from "../../themes/stitches.config";
import { ProductCard } from "../catalog/ProductCard";
import { ProductGrid } from "../catalog/ProductGrid";
import { loadBusiness, loadBusinessProduct } from "../content/business.server";
import { ContentBody } from "../content/ContentBody";
import { formatMoney } from "../i18n/format";
import { seoMeta } from "../seo/meta";
import { useShell } from "../storefront/shell";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return params.product ? loadBusinessProduct(context, request, params.product) : loadBusiness(context, request);
}

export const meta = seoMeta;

function Promises() {
  return (
    <PromiseList data-business-promises>
      <li>
        <Trans>Order on invoice</Trans>
      </li>
      <li>
        <Trans>A quote within one hour</Trans>
      </li>
      <li>
        <Trans>Ordered on a working day before 17:00, shipped the same day</Trans>
      </li>
      <li>
        <Trans>Digital cards delivered within one hour</Trans>
      </li>
    </PromiseList>
  );
}

function Logo({ logo }: { logo: { pdpBusinessLogo: string; mobilePdpBusinessLogo: string } | null }) {
  if (!logo) return null;
  return (
    <picture>
      <source media="(max-width: 639px)" srcSet={logo.mobilePdpBusinessLogo} />
      <LogoImg src={logo.pdpBusinessLogo} alt="" width={280} height={64} />
    </picture>
  );
}

export default function BusinessRoute() {
  const data = useLoaderData<typeof loader>();
  const { t } = useLingui();
  const { sf, locale } = useShell();
  if (data.kind === "business-product") {
    const p = data.product;
    return (
      <Section data-business-product>
        <Logo logo={data.logo} />
        <Grid>
          <Art css={{ background: p.backgroundColor }}>
            <img src={p.image} alt="" width={400} height={252} />
          </Art>
          <div>
            <h1>{p.title}</h1>
            <p>{p.description}</p>
            {p.fromPrice !== null ? <p>{t`from ${formatMoney(p.fromPrice, sf.currency, locale)}`}</p> : null}
            <Promises />
            <Actions>
              <Link to={p.path}>{t`View the gift card`}</Link>
              <Link to={data.businessPath}>{t`Ordering for your business`}</Link>
            </Actions>
          </div>
        </Grid>
      </Section>
    );
  }
  return (
    <Section data-business>
      <Logo logo={data.logo} />
      <h1>{data.page.title}</h1>
      <Grid>
        <ContentBody blocks={data.page.body} />
        <Aside>
          <h2>{t`Why businesses choose us`}</h2>
          <Promises />
          <Actions>
            <Link to={data.giftsPath}>{t`Gifts for employees and customers`}</Link>
          </Actions>
        </Aside>
      </Grid>
      {data.products.length ? (
        <>
          <h2>{t`Popular with businesses`}</h2>
          <ProductGrid>
            {data.products.map((p) => (
              <ProductCard key={p.id} product={p} list="business" />
            ))}
          </ProductGrid>
        </>
      ) : null}
    </Section>
  );
}

const Section = styled("section", { maxWidth: "$container", margin: "0 auto", padding: "$5 $4 $7" });
const LogoImg = styled("img", { maxWidth: "100%", height: "auto", marginBottom: "$3" });
const Grid = styled("div", {
  display: "grid",
  gap: "$6",
  marginBottom: "$6",
  "@desktop": { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", alignItems: "start" },
});
const Aside = styled("aside", { padding: "$5", borderRadius: "$lg", background: "$surface", "& h2": { marginTop: 0 } });
const PromiseList = styled("ul", {
  listStyle: "none",
  padding: 0,
  margin: "0 0 $4",
  display: "grid",
  gap: "$2",
  "& li::before": { content: "'✓'", color: "$success", fontWeight: 700, marginRight: "$2" },
});
const Actions = styled("div", {
  display: "flex",
  flexWrap: "wrap",
  gap: "$4",
  "& a": { color: "$primary", fontWeight: 600 },
});
const Art = styled("div", { borderRadius: "$lg", padding: "$6", "& img": { width: "100%", height: "auto" } });
