import { useLingui } from "@lingui/react/macro";
import { styled } from "../../themes/stitches.config";
import { useCardView } from "../analytics/use-tracking";
import { Link } from "../components/Link";
import { SharedFragment } from "../components/SharedFragment";
import { formatMoney } from "../i18n/format";
import { useShell } from "../storefront/shell";
import type { CardData } from "./cards";

type DataAttributes = { [key: `data-${string}`]: string | boolean | undefined };

/**
 * How the first cards of a page load their art: they are its largest paint on a phone, so they are
 * fetched at once and first (React 18 knows no `fetchPriority` prop: the attribute is passed as is).
 * The others wait until they come near the viewport.
 */
const EAGER = { loading: "eager", fetchpriority: "high" } as const;
const LAZY = { loading: "lazy" } as const;

type CardProps = {
  product: CardData;
  featured?: boolean;
  list?: string;
  /** The title's heading level: one below the heading above the cards (h2 right under a page's h1). */
  heading?: "h2" | "h3";
  /** One of the first cards a phone shows: its art loads eagerly, with high priority. */
  priority?: boolean;
} & DataAttributes;

/**
 * A product's card. On a shared page (ADR 042) its data is the read cache's frozen answer, one object
 * per product, storefront, language and origin for as long as the answer lives: the server renders
 * the card once per such object and way of showing it, then prints it from memory (ADR 043).
 */
export function ProductCard(props: CardProps) {
  const { product, featured = false, list = "list", heading = "h3", priority = false, ...data } = props;
  const way = `card ${heading} ${featured} ${priority} ${list} ${Object.entries(data).join(" ")}`;
  return (
    <SharedFragment owner={Object.isFrozen(product) ? product : null} name={way}>
      <Card {...props} />
    </SharedFragment>
  );
}

function Card({ product, featured = false, list = "list", heading = "h3", priority = false, ...data }: CardProps) {
  const ref = useCardView<HTMLLIElement>(product.id, list);
  const { t } = useLingui();
  const { locale, sf } = useShell();
  const from = product.fromPrice;
  return (
    <CardItem ref={ref} data-featured={featured || undefined} data-product-card={product.id} {...data}>
      <Link to={product.path} prefetch="intent">
        {/* The product's own colour as a style attribute: a class per colour cost every render a Stitches rule lookup. */}
        <Art style={{ background: product.backgroundColor }} data-art data-shadow={product.showShadow || undefined}>
          <img src={product.image} alt="" width={400} height={252} {...(priority ? EAGER : LAZY)} />
        </Art>
        <Title as={heading}>{product.title}</Title>
      </Link>
      {from !== null ? <Price>{t`from ${formatMoney(from, sf.currency, locale)}`}</Price> : null}
    </CardItem>
  );
}

const CardItem = styled("li", {
  listStyle: "none",
  "& a": { color: "$text", textDecoration: "none", display: "block" },
  "& a:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
  // A top product spans two columns: a wider stage, the card itself keeps its size.
  // Its art's height is the stage's, known before the picture loads (else the card shifts as it arrives).
  "&[data-featured] [data-art]": { aspectRatio: "800 / 340", gridTemplateRows: "minmax(0, 1fr)" },
  "&[data-featured] [data-art] img": { width: "auto", height: "100%", maxWidth: "100%", aspectRatio: "400 / 252" },
});
const Art = styled("div", {
  borderRadius: "$md",
  padding: "$4",
  aspectRatio: "400 / 252",
  display: "grid",
  placeItems: "center",
  "& img": { width: "100%", height: "auto", borderRadius: "$md" },
  "&[data-shadow] img": { boxShadow: "$card" },
});
const Title = styled("h3", { fontSize: "$md", margin: "$2 0 0" });
const Price = styled("p", { margin: 0, color: "$textMuted", fontSize: "$sm" });
