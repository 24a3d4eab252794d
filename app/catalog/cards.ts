/** The compact product card the pages send to the browser (no descriptions or variation configs). */
import type { ProductCardData } from "./queries.server";

export interface CardData {
  id: string;
  title: string;
  path: string;
  image: string;
  backgroundColor: string;
  showShadow: boolean;
  /** Lowest price to show ('from € 10'), in the storefront currency. */
  fromPrice: number | null;
}

export function lowestPrice(
  product: Pick<ProductCardData, "digitalVariationConfig" | "physicalVariationConfig">,
): number | null {
  const values = [product.digitalVariationConfig, product.physicalVariationConfig]
    .filter((c): c is NonNullable<typeof c> => Boolean(c))
    .flatMap((c) => (c.pricesToShow.length ? c.pricesToShow : [c.minPrice]).map((p) => p.value));
  return values.length ? Math.min(...values) : null;
}

/**
 * A product's card. An answer a shared page got from the read cache is frozen and handed to every
 * render (ADR 042): its cards are made once, frozen too.
 */
export function toCard(product: ProductCardData): CardData {
  if (!Object.isFrozen(product)) return cardOf(product);
  let card = cards.get(product);
  if (!card) {
    card = Object.freeze(cardOf(product));
    cards.set(product, card);
  }
  return card;
}

const cards = new WeakMap<ProductCardData, CardData>();

function cardOf(product: ProductCardData): CardData {
  return {
    id: product.id,
    title: product.title,
    path: product.path,
    image: product.image.url,
    backgroundColor: product.backgroundColor,
    showShadow: product.showShadow,
    fromPrice: lowestPrice(product),
  };
}

const lists = new WeakMap<readonly ProductCardData[], readonly CardData[]>();

/** The cards of a list of products: for a frozen answer's list, made once and frozen (one JSON text, ADR 046). */
export function toCards(products: readonly ProductCardData[]): readonly CardData[] {
  if (!Object.isFrozen(products)) return products.map(toCard);
  let list = lists.get(products);
  if (!list) {
    list = Object.freeze(products.map(toCard));
    lists.set(products, list);
  }
  return list;
}
