/**
 * Adyen's card component (its client code, loaded only on the payment step when a card is chosen and
 * Adyen is the provider). The encrypted card data goes to the shop as clientData; the shop's server
 * sends it to Adyen with the payment (docs/decisions/012-payments.md).
 */
import { useEffect, useRef } from "react";
import type { CardResult } from "./card-result";

interface Props {
  onCard: (card: CardResult | null) => void;
  clientKey: string;
  environment: "test" | "live";
  locale: string;
  countryCode: string;
  amount: { value: number; currency: string };
}

export default function AdyenCard({ onCard, clientKey, environment, locale, countryCode, amount }: Props) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let unmount: (() => void) | undefined;
    let cancelled = false;
    void (async () => {
      const [{ AdyenCheckout, Card }] = await Promise.all([
        import("@adyen/adyen-web"),
        import("@adyen/adyen-web/styles/adyen.css"),
      ]);
      if (cancelled || !root.current) return;
      const checkout = await AdyenCheckout({ clientKey, environment, locale, countryCode, amount });
      const card = new Card(checkout, {
        onChange: (state: { isValid?: boolean; data: { paymentMethod: Record<string, unknown> } }) => {
          if (!state.isValid) return onCard(null);
          const brand = typeof state.data.paymentMethod.brand === "string" ? state.data.paymentMethod.brand : null;
          onCard({ brand, last4: "", clientData: state.data.paymentMethod });
        },
      });
      card.mount(root.current);
      unmount = () => card.unmount();
    })();
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [clientKey, environment, locale, countryCode, amount, onCard]);
  return <div ref={root} data-adyen-card />;
}
