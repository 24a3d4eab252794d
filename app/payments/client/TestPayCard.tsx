/**
 * The built-in test provider's hosted card fields (its client code, loaded only on the payment step
 * when a card is chosen): an iframe of the provider's own page; card data never touches the shop, which
 * only receives a token, the brand and the last four digits.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { styled } from "../../../themes/stitches.config";
import type { CardResult } from "./card-result";

export default function TestPayCard({
  onCard,
  language,
}: {
  onCard: (card: CardResult | null) => void;
  language: string;
}) {
  const { t } = useLingui();
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: string; token?: string; brand?: string | null; last4?: string };
      if (data?.type !== "testpay:card" || !data.token) return;
      onCard({ brand: data.brand ?? null, last4: String(data.last4 ?? ""), clientData: { cardToken: data.token } });
    };
    window.addEventListener("message", listen);
    return () => window.removeEventListener("message", listen);
  }, [onCard]);
  return (
    <Frame
      title={t`Card details`}
      src={`/__testpay/card-fields?lang=${encodeURIComponent(language)}`}
      data-card-fields
    />
  );
}

const Frame = styled("iframe", { width: "100%", minHeight: "380px", border: "1px solid $border", borderRadius: "$md" });
