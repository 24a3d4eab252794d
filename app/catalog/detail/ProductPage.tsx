/**
 * The product detail page (spec §2 …/{product}/, §3 Products/Media): art with shadow and hand
 * decoration, media with videos loaded only on request, the purchase form, the brands and
 * testimonials modals, the storefront's promo blocks and Product + BreadcrumbList JSON-LD.
 */
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { styled } from "../../../themes/stitches.config";
import { Link } from "../../components/Link";
import { SharedFragment } from "../../components/SharedFragment";
import { Button } from "../../components/ui/Button";
import { useModals } from "../../components/ui/Modal";
import { dateFormat, formatMoney } from "../../i18n/format";
import { useNonce } from "../../nonce";
import { useShell } from "../../storefront/shell";
import { lowestPrice } from "../cards";
import type { ProductPageData } from "./page-data";

// Videos are rare and played on request: their player is loaded with them.
const Video = lazy(() => import("./Video"));
/** `purchase` is the form that buys the product (the basket's add-to-basket form, composed by the route). */
export function ProductPage({ data, purchase }: { data: ProductPageData; purchase: ReactNode }) {
  const { t } = useLingui();
  const { sf, locale } = useShell();
  const nonce = useNonce();
  const modals = useModals();
  const { product, promos } = data;
  // On a shared page the product is the read cache's frozen answer: what shows it alone (and the
  // media's first picture, as every render starts) is printed from memory on the server (ADR 043).
  const shared = Object.isFrozen(product) ? product : null;
  const from = lowestPrice(product);
  const [current, setCurrent] = useState(0);
  const media = product.media ?? [];
  const shown = media[current] ?? media[0];

  const openBrands = () =>
    modals.open(
      "brands",
      () => (
        <BrandList data-brands-modal>
          {product.multiBrand ? (
            <p>
              <Trans>You can spend this card at these brands and places:</Trans>
            </p>
          ) : (
            <p>
              <Trans>This card is spent at {product.brand}.</Trans>
            </p>
          )}
          <ul>
            {product.brands.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </BrandList>
      ),
      { title: t`Where can I use this card?`, logo: sf.theme.modalLogo },
    );
  const openTestimonials = () =>
    modals.open("testimonials", () => <Testimonials items={product.testimonials} />, {
      title: t`What shoppers say`,
    });
  const openAlternative = () =>
    promos.alternative
      ? modals.open(
          "alternative-choice",
          () => (
            <Promo to={promos.alternative?.to ?? "/"} data-alternative-choice>
              <img
                src={promos.alternative?.image}
                alt=""
                width={promos.alternative?.width}
                height={promos.alternative?.height}
              />
              <span>{promos.alternative?.title}</span>
            </Promo>
          ),
          { title: t`Can't choose?` },
        )
      : undefined;

  return (
    <Section data-product={product.id}>
      {data.jsonLd.map((json) => (
        <script
          key={json.slice(0, 40)}
          type="application/ld+json"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: json }}
        />
      ))}
      <SharedFragment owner={shared} name="breadcrumb">
        <Breadcrumb aria-label={t`Breadcrumb`}>
          <ol>
            {data.breadcrumb.map((b, i) =>
              i === data.breadcrumb.length - 1 ? (
                <li key={b.path} aria-current="page">
                  {b.name}
                </li>
              ) : (
                <li key={b.path}>
                  <Link to={b.path}>{b.name}</Link>
                </li>
              ),
            )}
          </ol>
        </Breadcrumb>
      </SharedFragment>
      <Grid>
        <div>
          <Stage css={{ background: product.backgroundColor }} data-stage>
            {shown?.__typename === "Image" || !shown ? (
              <CardArt data-shadow={product.showShadow || undefined}>
                <img
                  src={(shown as { url: string } | undefined)?.url ?? product.image.url}
                  alt={product.image.alt}
                  width={400}
                  height={252}
                />
                {product.showHand && current === 0 ? (
                  <Hand src={data.hand} alt="" width={180} height={200} data-hand />
                ) : null}
              </CardArt>
            ) : (
              <Suspense fallback={null}>
                <Video key={current} media={shown} />
              </Suspense>
            )}
          </Stage>
          {media.length > 1 ? (
            <Thumbs aria-label={t`Media`}>
              {media.map((m, i) => (
                <li key={`${m.__typename}-${i}`}>
                  <button
                    type="button"
                    aria-pressed={i === current}
                    onClick={() => setCurrent(i)}
                    aria-label={m.__typename === "Image" ? t`Show picture ${i + 1}` : t`Show video: ${m.title}`}
                    data-media={m.__typename}
                  >
                    {m.__typename === "Image" ? (
                      <img src={m.url} alt="" width={80} height={50} />
                    ) : (
                      <span aria-hidden>▶</span>
                    )}
                  </button>
                </li>
              ))}
            </Thumbs>
          ) : null}
        </div>
        <Info>
          <SharedFragment owner={shared} name="about">
            <h1>{product.title}</h1>
            {product.rating ? (
              <RatingLine>
                <Stars value={product.rating.average} />{" "}
                <Plural value={product.rating.count} one="# review" other="# reviews" />
              </RatingLine>
            ) : null}
            {from !== null ? <From>{t`from ${formatMoney(from, sf.currency, locale)}`}</From> : null}
            <Description>
              {product.description.split("\n").map((p) => (
                <p key={p}>{p}</p>
              ))}
            </Description>
            <Links>
              <LinkButton type="button" onClick={openBrands} data-open-brands>
                {t`Where can I use this card?`}
              </LinkButton>
              {data.locationsPath ? (
                <Link to={data.locationsPath} data-locations-link>
                  <Plural value={product.locationCount} one="View # location" other="View # locations" />
                </Link>
              ) : null}
              {promos.alternative ? (
                <LinkButton type="button" onClick={openAlternative} data-open-alternative>
                  {t`Can't choose?`}
                </LinkButton>
              ) : null}
            </Links>
          </SharedFragment>
          {purchase}
          {data.businessLogo ? (
            <Business to={data.businessLogo.to} aria-label={t`Ordering for your business`}>
              <picture>
                <source media="(max-width: 639px)" srcSet={data.businessLogo.mobilePdpBusinessLogo} />
                <img src={data.businessLogo.pdpBusinessLogo} alt="" width={280} height={64} />
              </picture>
            </Business>
          ) : null}
        </Info>
      </Grid>

      {product.testimonials.length ? (
        <SharedFragment owner={shared} name="reviews">
          <Reviews aria-labelledby="reviews-title">
            <h2 id="reviews-title">{t`What shoppers say`}</h2>
            <DesktopOnly>
              <Testimonials items={product.testimonials} />
            </DesktopOnly>
            <MobileOnly>
              <Button variant="secondary" onClick={openTestimonials} data-open-testimonials>
                <Plural value={product.testimonials.length} one="Read # review" other="Read # reviews" />
              </Button>
            </MobileOnly>
          </Reviews>
        </SharedFragment>
      ) : null}

      <SharedFragment owner={shared} name="promos">
        <Promos>
          {[promos.featured, promos.promotion].map((p) =>
            p ? (
              <Promo key={p.to + p.title} to={p.to} data-promo>
                <img src={p.image} alt="" width={p.width} height={p.height} loading="lazy" />
                <span>{p.title}</span>
              </Promo>
            ) : null,
          )}
        </Promos>
      </SharedFragment>
    </Section>
  );
}

function Testimonials({ items }: { items: ProductPageData["product"]["testimonials"] }) {
  const { locale } = useShell();
  const date = dateFormat(locale, { dateStyle: "medium" });
  return (
    <ReviewList data-testimonials>
      {items.map((r) => (
        <li key={`${r.author}-${r.date}`}>
          <Stars value={r.rating} />
          <blockquote>{r.text}</blockquote>
          <small>
            {r.author} · {date.format(new Date(r.date))}
          </small>
        </li>
      ))}
    </ReviewList>
  );
}

function Stars({ value }: { value: number }) {
  const { t } = useLingui();
  const rounded = Math.round(value);
  return (
    <StarRow role="img" aria-label={t`${value} out of 5 stars`}>
      {"★★★★★".slice(0, rounded)}
      <span>{"★★★★★".slice(rounded)}</span>
    </StarRow>
  );
}

const Section = styled("section", { maxWidth: "$container", margin: "0 auto", padding: "$5 $4 $7" });
const Breadcrumb = styled("nav", {
  fontSize: "$sm",
  marginBottom: "$4",
  "& ol": { listStyle: "none", display: "flex", flexWrap: "wrap", gap: "$2", padding: 0, margin: 0 },
  "& li + li::before": { content: "'›'", marginRight: "$2", color: "$textMuted" },
  "& a": { color: "$primary" },
  "& [aria-current]": { color: "$textMuted" },
});
const Grid = styled("div", {
  display: "grid",
  gap: "$6",
  "@desktop": { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", alignItems: "start" },
});
const Stage = styled("div", {
  position: "relative",
  borderRadius: "$lg",
  aspectRatio: "4 / 3",
  display: "grid",
  placeItems: "center",
  overflow: "hidden",
  padding: "$5",
});
const CardArt = styled("div", {
  position: "relative",
  width: "78%",
  "& > img:first-child": { width: "100%", height: "auto", borderRadius: "$md", display: "block" },
  "&[data-shadow] > img:first-child": { boxShadow: "$modal" },
});
const Hand = styled("img", { position: "absolute", left: "-10%", bottom: "-52%", width: "36%", height: "auto" });
const Thumbs = styled("ul", {
  listStyle: "none",
  display: "flex",
  gap: "$2",
  padding: 0,
  margin: "$3 0 0",
  "& button": {
    width: "72px",
    height: "52px",
    display: "grid",
    placeItems: "center",
    borderRadius: "$sm",
    border: "2px solid $border",
    background: "$surface",
    cursor: "pointer",
    overflow: "hidden",
    color: "$text",
    fontSize: "$lg",
  },
  "& button[aria-pressed='true']": { borderColor: "$primary" },
  "& button:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
  "& img": { width: "100%", height: "100%", objectFit: "cover" },
});
const Info = styled("div", {
  display: "grid",
  gap: "$3",
  alignContent: "start",
  "& h1": { margin: 0, fontSize: "$xxl" },
});
const RatingLine = styled("p", { margin: 0, color: "$textMuted", display: "flex", gap: "$2", alignItems: "center" });
const From = styled("p", { margin: 0, fontSize: "$lg", fontWeight: 700 });
const Description = styled("div", { color: "$text", "& p": { margin: "0 0 $2" } });
const Links = styled("div", {
  display: "flex",
  flexWrap: "wrap",
  gap: "$4",
  alignItems: "center",
  "& a": { color: "$primary", fontWeight: 600 },
});
const LinkButton = styled("button", {
  border: "none",
  background: "none",
  padding: 0,
  color: "$primary",
  fontWeight: 600,
  fontSize: "$md",
  textDecoration: "underline",
  cursor: "pointer",
  minHeight: "44px",
  "&:focus-visible": { outline: "3px solid $focus" },
});
const Business = styled(Link, { display: "block", marginTop: "$3", "& img": { maxWidth: "100%", height: "auto" } });
const Reviews = styled("section", { marginTop: "$7" });
const DesktopOnly = styled("div", { "@upToTablet": { display: "none" } });
const MobileOnly = styled("div", { "@desktop": { display: "none" } });
const ReviewList = styled("ul", {
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: "$4",
  "@desktop": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  "& li": { padding: "$4", borderRadius: "$md", background: "$surface" },
  "& blockquote": { margin: "$2 0" },
  "& small": { color: "$textMuted" },
});
const StarRow = styled("span", { color: "$accent", letterSpacing: "2px", "& span": { color: "$border" } });
const BrandList = styled("div", {
  "& ul": {
    columns: 2,
    padding: 0,
    margin: 0,
    listStyle: "none",
    "& li": { padding: "$1 0", breakInside: "avoid" },
  },
});
const Promos = styled("div", {
  display: "grid",
  gap: "$4",
  marginTop: "$7",
  "@tablet": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
});
const Promo = styled(Link, {
  display: "grid",
  gap: "$2",
  color: "$text",
  textDecoration: "none",
  fontWeight: 700,
  fontSize: "$lg",
  "& img": { width: "100%", height: "auto", borderRadius: "$lg" },
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});
