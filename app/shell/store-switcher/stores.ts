/** The deployment's storefronts for the store switcher, fetched from the API when first needed (spec §7 store data). */
import { browserRequest } from "../../api/browser";
import type { ShellData, StoreOption } from "../../storefront/shell";

const STORE_DATA = `query storeData($userData: UserDataInput!) {
  storeData(userData: $userData) {
    storeData { countriesCombinations { country storeCode brandName brandFamily hreflangCountry url languagesCombinations { languageCode isDefault currency url } } }
    errors { code message }
  }
}`;

interface Response {
  data?: {
    storeData: {
      storeData: {
        countriesCombinations: {
          country: string;
          storeCode: string;
          brandName: string;
          brandFamily: StoreOption["family"];
          hreflangCountry: string;
          url: string;
          languagesCombinations: {
            languageCode: StoreOption["languages"][number]["code"];
            isDefault: boolean;
            currency: StoreOption["currency"];
            url: string;
          }[];
        }[];
      } | null;
    };
  };
}

let pending: Promise<StoreOption[]> | undefined;

export function loadStores(shell: Pick<ShellData, "basename" | "language" | "sf">): Promise<StoreOption[]> {
  pending ??= browserRequest<NonNullable<Response["data"]>>(shell, STORE_DATA)
    .then((data) => {
      const list = data.storeData.storeData?.countriesCombinations;
      if (!list) throw new Error("store data unavailable");
      return list.map((c) => ({
        code: c.storeCode,
        brandName: c.brandName,
        family: c.brandFamily,
        hreflangCountry: c.hreflangCountry,
        country: c.country,
        currency: c.languagesCombinations[0].currency,
        url: c.url,
        languages: c.languagesCombinations.map((l) => ({ code: l.languageCode, isDefault: l.isDefault, url: l.url })),
      }));
    })
    .catch((error) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
