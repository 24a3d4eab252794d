/** The choice gift card page at the storefront's own slug (spec §1, §2): one card, many brands. */
import { Trans, useLingui } from "@lingui/react/macro";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { styled } from "../../themes/stitches.config";
import { ProductCard } from "../catalog/ProductCard";
import { ProductGrid } from "../catalog/ProductGrid";
import { Link } from "../components/Link";
import { loadChoiceCard } from "../content/business.server";
import { Article, ContentBody } from "../content/ContentBody";
import { seoMeta } from "../seo/meta";
import { useHref } from "../storefront/shell";
import { storefrontPath } from "../storefront/slug.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const path = storefrontPath(request, context);
  // The route is mounted once per slug of any storefront: only this storefront's slug is its page.
  if (path !== context.storefront.slugs.choiceCard) throw new Response("Not found", { status: 404 });
  // Storefronts that activate choice cards (giftcards.activation) point holders of a shop's card there.
  return {
    ...(await loadChoiceCard(context, request, path)),
    canActivate: context.storefront.giftcards.activation !== undefined,
  };
}

export const meta = seoMeta;

export default function ChoiceCard() {
  const { page, products, canActivate } = useLoaderData<typeof loader>();
  const { t } = useLingui();
  const href = useHref();
  return (
    <Article data-page-type="choice-card">
      <h1>{page.title}</h1>
      <Steps aria-label={t`How it works`}>
        <li>
          <strong>1</strong>
          <Trans>You choose the amount and send the card.</Trans>
        </li>
        <li>
          <strong>2</strong>
          <Trans>The recipient receives it by e-mail or by post.</Trans>
        </li>
        <li>
          <strong>3</strong>
          <Trans>They choose where to spend it, among many brands.</Trans>
        </li>
      </Steps>
      {canActivate ? (
        <p data-activate-link>
          <Trans>
            Already have a choice card from a shop? <Link to={href("activation")}>Activate it here</Link>: choose the
            amount and pay, and it is active within 24 hours.
          </Trans>
        </p>
      ) : null}
      <ContentBody blocks={page.body} />
      {products.length ? (
        <>
          <h2>{t`Cards with a choice of brands`}</h2>
          <ProductGrid>
            {products.map((p) => (
              <ProductCard key={p.id} product={p} list="choice-card" />
            ))}
          </ProductGrid>
        </>
      ) : null}
    </Article>
  );
}

const Steps = styled("ol", {
  listStyle: "none",
  padding: 0,
  margin: "$5 0",
  display: "grid",
  gap: "$3",
  "@tablet": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  "& li": { display: "grid", gap: "$2", padding: "$4", borderRadius: "$md", background: "$surface" },
  "& strong": {
    display: "grid",
    placeItems: "center",
    width: "36px",
    height: "36px",
    borderRadius: "$pill",
    background: "$primary",
    color: "$onPrimary",
  },
});
