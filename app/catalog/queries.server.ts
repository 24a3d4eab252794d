/** Typed API documents of the catalogue (hand-typed; server-only). */
import { graphql } from "../api/generated/server";

export interface PriceData {
  currency: string;
  value: number;
}

export interface VariationConfigData {
  pricesToShow: PriceData[];
  hasFixedPrices: boolean;
  fixedValues: PriceData[];
  minPrice: PriceData;
  maxPrice: PriceData;
}

export interface ProductCardData {
  id: string;
  title: string;
  description?: string;
  path: string;
  image: { url: string; alt: string };
  backgroundColor: string;
  showHand: boolean;
  showShadow: boolean;
  productType: string;
  variationsToShow?: string[];
  digitalVariationConfig?: VariationConfigData | null;
  physicalVariationConfig?: VariationConfigData | null;
}

/** A product as its card shows it (lists, home, product page, moments, doubler). */
graphql(`
  fragment ProductCard on Product {
    id title path image { url alt } backgroundColor showHand showShadow productType
    ... on GiftcardProduct {
      digitalVariationConfig { pricesToShow { currency value } hasFixedPrices fixedValues { currency value } minPrice { currency value } maxPrice { currency value } }
      physicalVariationConfig { pricesToShow { currency value } hasFixedPrices fixedValues { currency value } minPrice { currency value } maxPrice { currency value } }
    }
    ... on DonationProduct {
      digitalVariationConfig { pricesToShow { currency value } hasFixedPrices fixedValues { currency value } minPrice { currency value } maxPrice { currency value } }
    }
  }
`);

export const PRODUCTS = graphql(`
  query products($userData: UserDataInput!, $paging: Paging!, $filters: ProductFilters) {
    products(userData: $userData, paging: $paging, filters: $filters) {
      items { ...ProductCard }
      total pageNumber itemsPerPage pageCount
      errors { code message referencedRequestParameter }
    }
  }
`);

/** One product of the storefront by slug, with its description (product page). */
export const PRODUCT_DETAIL = graphql(`
  query product($userData: UserDataInput!, $filters: ProductFilters, $paging: Paging!) {
    products(userData: $userData, filters: $filters, paging: $paging) {
      items { description ...ProductCard }
      errors { code message referencedRequestParameter }
    }
  }
`);
