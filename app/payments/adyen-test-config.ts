/** The Adyen configuration the adapter's tests use (test values, no real account). */
import type { AdyenConfig } from "./adyen.server";

export const HMAC_KEY = "44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056";

export const ADYEN_TEST_CONFIG: AdyenConfig = {
  apiKey: "test_api_key",
  merchantAccount: "GiftShopECOM",
  hmacKey: HMAC_KEY,
  clientKey: "test_client_key",
  environment: "TEST",
};
