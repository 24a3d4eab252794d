/** The deployment's storefronts for the store switcher, fetched from the API when first needed (spec §7 store data). */
import { browserRequest } from "../../api/browser";
import { graphql } from "../../api/generated/browser";
import { oneOf } from "../../api/narrow";
import type { ShellData, StoreOption } from "../../storefront/shell";
import { CURRENCIES, FAMILIES, LANGUAGES } from "../../storefront/vocabulary";

const STORE_DATA = graphql(`query storeData($userData: UserDataInput!) {
  storeData(userData: $userData) {
    storeData { countriesCombinations { country storeCode brandName brandFamily hreflangCountry url languagesCombinations { languageCode isDefault currency url } } }
    errors { code message }
  }
}`);

let pending: Promise<StoreOption[]> | undefined;

export function loadStores(shell: Pick<ShellData, "basename" | "language" | "sf">): Promise<StoreOption[]> {
  pending ??= browserRequest(shell, STORE_DATA, {})
    .then((data) => {
      const list = data.storeData.storeData?.countriesCombinations;
      if (!list) throw new Error("store data unavailable");
      return list.map((c) => ({
        code: c.storeCode,
        brandName: c.brandName,
        family: oneOf(FAMILIES, c.brandFamily, "brand family"),
        hreflangCountry: c.hreflangCountry,
        country: c.country,
        currency: oneOf(CURRENCIES, c.languagesCombinations[0].currency, "currency"),
        url: c.url,
        languages: c.languagesCombinations.map((l) => ({
          code: oneOf(LANGUAGES, l.languageCode, "language"),
          isDefault: l.isDefault,
          url: l.url,
        })),
      }));
    })
    .catch((error) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
