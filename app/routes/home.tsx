/** Home: hero from the content system and the 'Most chosen' block (spec §1, §2). */
import { Trans, useLingui } from "@lingui/react/macro";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { styled } from "../../themes/stitches.config";
import { graphql } from "../api/generated/server";
import { toCard } from "../catalog/cards";
import { ProductCard } from "../catalog/ProductCard";
import { ProductGrid } from "../catalog/ProductGrid";
import { Link } from "../components/Link";
import { SharedFragment } from "../components/SharedFragment";
import { ContentBody } from "../content/ContentBody";
import { contentPageOf } from "../content/load.server";
import { seoMeta } from "../seo/meta";
import { useHref, useShell } from "../storefront/shell";

/** spec §9: at most 2 top products in 'Most chosen'. */
export const MOST_CHOSEN_FEATURED = 2;
const MOST_CHOSEN_LISTED = 8;

// One API request for the page and its 'Most chosen' block.
const HOME = graphql(`
  query home($userData: UserDataInput!) {
    page(userData: $userData, path: "") { ...ContentPageFields }
    getBlocksQueue(userData: $userData, queueID: "most-chosen") {
      blocks { product { ...ProductCard } }
      errors { code message referencedRequestParameter }
    }
  }
`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const result = await context.api.request(HOME);
  const content = contentPageOf(context, request, result);
  const products = result.getBlocksQueue.blocks.map((b) => toCard(b.product));
  return {
    ...content,
    featured: products.slice(0, MOST_CHOSEN_FEATURED),
    listed: products.slice(MOST_CHOSEN_FEATURED, MOST_CHOSEN_FEATURED + MOST_CHOSEN_LISTED),
  };
}

export const meta = seoMeta;

export default function Home() {
  const { page, featured, listed } = useLoaderData<typeof loader>();
  const { t } = useLingui();
  const { sf } = useShell();
  const href = useHref();
  const count = sf.catalogClaim;
  const noun = sf.productNoun;
  // On a shared page the content page is the read cache's frozen answer: its hero and body are printed
  // from memory on the server (ADR 043).
  const shared = Object.isFrozen(page) ? page : null;
  return (
    <>
      <SharedFragment owner={shared} name="hero">
        <Hero>
          <h1>{page.title}</h1>
          <ContentBody blocks={page.body.slice(0, 2)} />
          <Link to={href("list")}>{t`View all ${count}+ ${noun}`}</Link>
        </Hero>
      </SharedFragment>
      <Section aria-labelledby="most-chosen">
        <h2 id="most-chosen">
          <Trans>Most chosen</Trans>
        </h2>
        <ProductGrid data-most-chosen>
          {featured.map((product, index) => (
            <FeaturedItem key={product.id} data-position={index === 0 ? "first" : "last"}>
              <ul>
                <ProductCard product={product} featured priority={index === 0} />
              </ul>
            </FeaturedItem>
          ))}
          {/* A phone shows the first top product and a row of two cards first (the other top product closes). */}
          {listed.map((product, index) => (
            <ProductCard key={product.id} product={product} priority={index < 2} />
          ))}
        </ProductGrid>
        <AllLink to={href("list")} data-view-all>
          {t`View all ${count}+ ${noun}`}
        </AllLink>
      </Section>
      <SharedFragment owner={shared} name="body">
        <Section>
          <ContentBody blocks={page.body.slice(2)} />
        </Section>
      </SharedFragment>
    </>
  );
}

const Hero = styled("section", {
  background: "$surface",
  padding: "$7 $4",
  textAlign: "center",
  "& h1": { fontSize: "$hero", margin: "0 0 $3" },
  "& > a": { display: "inline-block", marginTop: "$3", fontWeight: 700 },
});
const Section = styled("section", { maxWidth: "$container", margin: "0 auto", padding: "$6 $4" });
// spec §2: on the largest desktop layout all featured products lead; otherwise one first, one last.
const FeaturedItem = styled("li", {
  listStyle: "none",
  gridColumn: "span 2",
  "& ul": { padding: 0, margin: 0 },
  "&[data-position='last']": { order: 99 },
  "@large": { "&[data-position='last']": { order: 0 } },
});
const AllLink = styled(Link, { display: "inline-block", marginTop: "$5", fontWeight: 700 });
