/** Giving moments (spec §2 /geefmomenten/ and /geefmomenten/{product}/): occasions with suggested gift cards. */
import { Trans, useLingui } from "@lingui/react/macro";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { styled } from "../../themes/stitches.config";
import { ProductCard } from "../catalog/ProductCard";
import { ProductGrid } from "../catalog/ProductGrid";
import { Link } from "../components/Link";
import { ContentBody } from "../content/ContentBody";
import { loadMoment, loadMoments } from "../content/content-screens.server";
import { needsLightText } from "../content/contrast";
import { JsonLd } from "../content/JsonLd";
import { seoMeta } from "../seo/meta";
import { useHref } from "../storefront/shell";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return params.moment ? loadMoment(context, request, params.moment) : loadMoments(context, request);
}

export const meta = seoMeta;

export default function GivingMomentsRoute() {
  const data = useLoaderData<typeof loader>();
  const { t } = useLingui();
  const link = useHref();
  if (data.kind === "moments") {
    return (
      <Section data-giving-moments>
        <h1>{data.title}</h1>
        <Intro>
          <Trans>Find the right gift card for every occasion.</Trans>
        </Intro>
        <Tiles>
          {data.items.map((m) => (
            <li key={m.id}>
              <Tile to={m.path}>
                <TileArt css={{ background: m.backgroundColor }}>
                  <img src={m.image.url} alt="" width={300} height={150} loading="lazy" />
                </TileArt>
                <strong>{m.heroTitle}</strong>
                <span>{m.title}</span>
              </Tile>
            </li>
          ))}
        </Tiles>
      </Section>
    );
  }
  return (
    <Section data-giving-moment>
      <JsonLd items={data.jsonLd} />
      <Crumbs aria-label={t`Breadcrumb`}>
        <Link to={link("giving-moments")}>{data.listTitle}</Link> › <span>{data.moment.heroTitle}</span>
      </Crumbs>
      <Hero
        css={{ background: data.moment.backgroundColor }}
        data-light-text={needsLightText(data.moment.backgroundColor) || undefined}
      >
        <div>
          <h1>{data.moment.heroTitle}</h1>
          <p>{data.moment.title}</p>
        </div>
        <img src={data.moment.image.url} alt="" width={360} height={180} />
      </Hero>
      <ContentBody blocks={data.body} />
      {data.products.length ? (
        <>
          <h2>{t`Gift cards for this moment`}</h2>
          <ProductGrid>
            {data.products.map((p) => (
              <ProductCard key={p.id} product={p} list={`moment:${data.moment.path}`} />
            ))}
          </ProductGrid>
        </>
      ) : null}
    </Section>
  );
}

const Section = styled("section", { maxWidth: "$container", margin: "0 auto", padding: "$5 $4 $7" });
const Intro = styled("p", { color: "$textMuted", marginTop: 0 });
const Crumbs = styled("nav", { fontSize: "$sm", marginBottom: "$3", "& a": { color: "$primary" } });
const Tiles = styled("ul", {
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: "$4",
  gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
});
const TileArt = styled("span", {
  display: "block",
  padding: "$4",
  borderRadius: "$lg",
  "& img": { width: "100%", height: "auto", borderRadius: "$md", background: "$background", display: "block" },
});
const Tile = styled(Link, {
  display: "grid",
  gap: "$2",
  color: "$text",
  textDecoration: "none",
  height: "100%",
  "& strong": { fontSize: "$lg" },
  "& span": { fontSize: "$sm" },
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});
const Hero = styled("div", {
  display: "grid",
  gap: "$4",
  alignItems: "center",
  padding: "$6",
  borderRadius: "$lg",
  marginBottom: "$5",
  color: "$text",
  "& h1": { margin: 0 },
  "& img": { width: "100%", maxWidth: "360px", height: "auto", borderRadius: "$md", background: "$background" },
  "@desktop": { gridTemplateColumns: "1fr auto" },
  "&[data-light-text]": { color: "$onPrimary" },
});
