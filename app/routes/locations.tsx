/**
 * Locations (spec §2): …/{product}/locaties/ (where a card can be used), …/{product}/locaties/{location}/
 * and /locatie/{location}/, with a lazily loaded map whose rectangle lives in the query string.
 */
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import { styled } from "../../themes/stitches.config";
import { MiniCard } from "../catalog/MiniCard";
import { Link } from "../components/Link";
import { AddressSearch } from "../locations/AddressSearch";
import { type Bbox, withBbox, withoutBbox } from "../locations/bbox";
import { LocationMap } from "../locations/LocationMap";
import { loadLocationDetail, loadLocationsOverview } from "../locations/load.server";
import { useNonce } from "../nonce";
import { seoMeta } from "../seo/meta";
import { useHref } from "../storefront/shell";
import { requireOwnSlug } from "../storefront/slug.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const product = params.product ?? null;
  if (product !== null) requireOwnSlug(context, request, "productList");
  if (params.location) return loadLocationDetail(context, request, params.location, product);
  return loadLocationsOverview(context, request, product ?? "");
}

export const meta = seoMeta;

export default function LocationsRoute() {
  const data = useLoaderData<typeof loader>();
  const nonce = useNonce();
  return (
    <>
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: data.jsonLd }} />
      {data.kind === "overview" ? <Overview data={data} /> : <Detail data={data} />}
    </>
  );
}

type OverviewData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: "overview" }>;
type DetailData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: "detail" }>;

function Overview({ data }: { data: OverviewData }) {
  const { t } = useLingui();
  const link = useHref();
  const navigate = useNavigate();
  const location = useLocation();
  const listPath = link("locations", { product: data.product.slug });
  const goTo = (bbox: Bbox) =>
    navigate(`${listPath}?${withBbox(new URLSearchParams(location.search), bbox)}`, {
      replace: true,
      preventScrollReset: true,
    });
  const pageHref = (page: number) => {
    const params = new URLSearchParams(location.search);
    if (page > 1) params.set("page", String(page));
    else params.delete("page");
    const query = params.toString();
    return `${listPath}${query ? `?${query}` : ""}`;
  };
  const rest = withoutBbox(new URLSearchParams(location.search)).toString();
  const clearHref = `${listPath}${rest ? `?${rest}` : ""}`;
  const points = data.points.map((p) => ({
    ...p,
    href: link("locations", { product: data.product.slug, location: p.slug }),
  }));
  return (
    <Section data-locations>
      <Breadcrumb aria-label={t`Breadcrumb`}>
        <Link to={data.product.path}>{data.product.title}</Link> › <span>{t`Locations`}</span>
      </Breadcrumb>
      <h1>{t`Where to use the ${data.product.title}`}</h1>
      <Layout>
        <div>
          <AddressSearch action={listPath} initial={data.search} onPick={(s) => goTo(s.bounds)} />
          <Summary aria-live="polite">
            <Plural value={data.total} one="# location" other="# locations" />
            {data.bbox ? (
              <>
                {" · "}
                <Link to={clearHref} preventScrollReset data-clear-area>
                  <Trans>Show all locations</Trans>
                </Link>
              </>
            ) : null}
          </Summary>
          {data.items.length === 0 ? (
            <p>
              <Trans>No locations in this area. Move the map or search for another place.</Trans>
            </p>
          ) : (
            <List data-location-list>
              {data.items.map((l) => (
                <li key={l.id}>
                  <Link to={l.path}>
                    <strong>{l.name}</strong>
                    <span>
                      {l.street}, {l.postalCode} {l.city}
                    </span>
                  </Link>
                </li>
              ))}
            </List>
          )}
          {data.pageCount > 1 ? (
            <Pager aria-label={t`Pages`}>
              {data.page > 1 ? (
                <Link to={pageHref(data.page - 1)} rel="prev">
                  {t`Previous page`}
                </Link>
              ) : null}
              <span>{t`Page ${data.page} of ${data.pageCount}`}</span>
              {data.page < data.pageCount ? (
                <Link to={pageHref(data.page + 1)} rel="next">
                  {t`Next page`}
                </Link>
              ) : null}
            </Pager>
          ) : null}
        </div>
        <LocationMap points={points} view={data.bbox ?? data.bounds} tiles={data.tiles} onMove={goTo} />
      </Layout>
    </Section>
  );
}

function Detail({ data }: { data: DetailData }) {
  const { t } = useLingui();
  const link = useHref();
  const l = data.location;
  return (
    <Section data-location-detail>
      <Breadcrumb aria-label={t`Breadcrumb`}>
        {data.product ? (
          <>
            <Link to={data.product.path}>{data.product.title}</Link> ›{" "}
            <Link to={link("locations", { product: data.product.slug })}>{t`Locations`}</Link> ›{" "}
          </>
        ) : null}
        <span>{l.name}</span>
      </Breadcrumb>
      <Layout>
        <div>
          <h1>{l.name}</h1>
          <Address>
            {l.street}
            <br />
            {l.postalCode} {l.city}
            {l.administrativeArea && l.administrativeArea !== l.city ? (
              <>
                <br />
                {l.administrativeArea}
              </>
            ) : null}
          </Address>
          <h2>{t`Gift cards you can use here`}</h2>
          <Products>
            {data.products.map((p) => (
              <li key={p.id}>
                <MiniCard to={p.path} title={p.title} image={p.image.url} backgroundColor={p.backgroundColor} />
              </li>
            ))}
          </Products>
        </div>
        <LocationMap points={data.points} view={null} tiles={data.tiles} />
      </Layout>
    </Section>
  );
}

const Section = styled("section", { maxWidth: "$container", margin: "0 auto", padding: "$5 $4 $7" });
const Breadcrumb = styled("nav", {
  fontSize: "$sm",
  color: "$textMuted",
  marginBottom: "$3",
  "& a": { color: "$primary" },
});
const Layout = styled("div", {
  display: "grid",
  gap: "$5",
  "@desktop": { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)", alignItems: "start" },
});
const Summary = styled("p", { color: "$textMuted", margin: "0 0 $3", "& a": { color: "$primary" } });
const List = styled("ul", {
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: "$2",
  "& a": {
    display: "grid",
    gap: "$1",
    padding: "$3 $4",
    borderRadius: "$md",
    border: "1px solid $border",
    color: "$text",
    textDecoration: "none",
  },
  "& a:hover": { borderColor: "$primary" },
  "& a:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
  "& span": { color: "$textMuted", fontSize: "$sm" },
});
const Pager = styled("nav", {
  display: "flex",
  gap: "$3",
  alignItems: "center",
  marginTop: "$4",
  "& a": { color: "$primary", minHeight: "44px", display: "inline-flex", alignItems: "center" },
});
const Address = styled("address", { fontStyle: "normal", marginBottom: "$5", lineHeight: 1.6 });
const Products = styled("ul", {
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: "$3",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
});
