/** The delivery overview of the basket: which receivers get what, and when (spec §2 product delivery overview). */
import { Plural, useLingui } from "@lingui/react/macro";
import { styled } from "../../themes/stitches.config";
import { useModals } from "../components/ui/Modal";
import { LinkButton } from "../components/ui/ModalForm";
import { useHydrated } from "../components/ui/use-hydrated";
import { useShell } from "../storefront/shell";
import type { CartData } from "./queries.server";

/** Counts, and the product delivery overview and receivers modals. */
export function Overview({ cart }: { cart: CartData }) {
  const { t } = useLingui();
  const modals = useModals();
  const { sf } = useShell();
  const hydrated = useHydrated();
  const receivers = cart.shipments.filter((s) => s.receiver);
  const deliveryList = (
    <ul data-delivery-overview>
      {cart.packagesGroups.map((g) => (
        <li key={`${g.tag}:${g.packageId}`}>
          {g.cardsPreviews[0]?.productLabel} — {g.receiverTitle} ({g.receiverDescription})
        </li>
      ))}
    </ul>
  );
  return (
    <OverviewBar>
      <p>
        <Plural value={cart.itemCount} one="# gift card" other="# gift cards" />
      </p>
      {hydrated ? (
        <>
          <LinkButton
            type="button"
            onClick={() =>
              modals.open("product-delivery-overview", () => deliveryList, {
                title: t`Delivery overview`,
                logo: sf.theme.modalLogo,
              })
            }
            data-open-delivery-overview
          >
            {t`Delivery overview`}
          </LinkButton>
          {receivers.length ? (
            <LinkButton
              type="button"
              onClick={() =>
                modals.open(
                  "product-delivery-receivers",
                  () => (
                    <ul>
                      {receivers.map((s) => (
                        <li key={s.tag}>
                          {s.receiver?.name} — {s.receiver?.email}
                        </li>
                      ))}
                    </ul>
                  ),
                  { title: t`Receivers`, logo: sf.theme.modalLogo },
                )
              }
            >
              {t`Receivers`}
            </LinkButton>
          ) : null}
        </>
      ) : null}
    </OverviewBar>
  );
}

const OverviewBar = styled("div", {
  display: "flex",
  gap: "$4",
  alignItems: "center",
  flexWrap: "wrap",
  "& p": { margin: 0 },
});
