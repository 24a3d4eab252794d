/**
 * The redeem basket (spec §2 redeem modal "basket"; §3 redeem package, packageTotals; §4 redeem price
 * to pay): the chosen packages with their amount, promotion and note, a way to change or remove each,
 * and the totals — paid with the cards, left to pay, the balance that stays on the cards.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "@remix-run/react";
import { useContext } from "react";
import { styled } from "../../themes/stitches.config";
import { Link } from "../components/Link";
import { Button, ButtonLink } from "../components/ui/Button";
import { PageAction } from "../components/ui/ModalForm";
import { Totals } from "../components/ui/Totals";
import { formatMoney } from "../i18n/format";
import { useHref, useShell, useVisitor } from "../storefront/shell";
import type { RedeemBasketView } from "./api-docs.server";
import { afterIdentify, viewSearch } from "./shop-links";

export function RedeemBasket({ basket, editable = true }: { basket: RedeemBasketView; editable?: boolean }) {
  const { t } = useLingui();
  const { locale } = useShell();
  const href = useHref();
  const visitor = useVisitor();
  const money = (value: { value: number; currency: string }) => formatMoney(value.value, value.currency, locale);
  const { totals } = basket;
  // In the basket modal the form posts to the page (modals render under the root route).
  const pageAction = useContext(PageAction);
  return (
    <Box data-redeem-basket>
      {basket.packages.length === 0 ? (
        <p data-redeem-basket-empty>{t`Your basket is empty. Choose a gift card to spend your balance on.`}</p>
      ) : (
        <List>
          {basket.packages.map((p) => {
            const variation = p.items[0]?.variation;
            return (
              <li key={p.id} data-redeem-package={p.id}>
                <img src={p.mainProduct.image} alt="" width={64} height={40} />
                <div>
                  <strong>{p.mainProduct.title}</strong>
                  <small>
                    {variation?.variationType === "physical" ? t`Physical, by post` : t`Digital, by e-mail`}
                  </small>
                  {p.packageTotals.promotionAmount.value > 0 ? (
                    <small
                      data-package-promotion
                    >{t`${money(p.packageTotals.promotionAmount)} extra on the card`}</small>
                  ) : null}
                  {p.note ? <q data-package-note>{p.note}</q> : null}
                  {editable ? (
                    <Actions>
                      <Link
                        to={viewSearch({ productId: p.mainProduct.redeemProductId, packageId: p.id })}
                        preventScrollReset
                        aria-label={t`Change ${p.mainProduct.title}`}
                        data-edit-package
                      >
                        {t`Change`}
                      </Link>
                      <Form method="post" action={pageAction} preventScrollReset>
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="packageId" value={p.id} />
                        <RemoveButton type="submit" aria-label={t`Remove ${p.mainProduct.title}`} data-remove-package>
                          {t`Remove`}
                        </RemoveButton>
                      </Form>
                    </Actions>
                  ) : null}
                </div>
                <Amount data-package-amount>{money(p.packageTotals.mainItemAmount)}</Amount>
              </li>
            );
          })}
        </List>
      )}
      <Totals>
        <dt>{t`Total`}</dt>
        <dd data-redeem-total>{money(totals.total)}</dd>
        <dt>{t`Paid with your card`}</dt>
        <dd data-redeem-by-cards>{money(totals.byCards)}</dd>
        <dt>{t`Left to pay`}</dt>
        <dd data-redeem-to-pay>{money(totals.priceToPay)}</dd>
        <dt>{t`Balance that stays on your card`}</dt>
        <dd data-redeem-remaining>{money(totals.remainingBalance)}</dd>
      </Totals>
      {totals.priceToPay.value > 0 ? (
        <p>
          <Trans>You pay the rest in checkout with a payment method of your choice.</Trans>
        </p>
      ) : null}
      {/* spec §4 identify: logged in → checkout (or the delivery modal); else the guest order form first. */}
      {editable ? (
        basket.packages.length ? (
          <ButtonLink
            to={visitor.user ? afterIdentify(basket, href) : viewSearch({ name: "order" })}
            preventScrollReset
            data-redeem-to-checkout
          >
            {t`To checkout`}
          </ButtonLink>
        ) : (
          <Button type="button" aria-disabled="true" disabled>
            {t`To checkout`}
          </Button>
        )
      ) : null}
    </Box>
  );
}

const Box = styled("div", { display: "grid", gap: "$3", "& p": { margin: 0 } });
const List = styled("ul", {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "$3",
  "& li": {
    display: "grid",
    gridTemplateColumns: "64px 1fr auto",
    gap: "$3",
    alignItems: "start",
    paddingBottom: "$3",
    borderBottom: "1px solid $border",
  },
  "& li img": { borderRadius: "$sm" },
  "& li div": { display: "grid", gap: "$1" },
  "& small": { color: "$textMuted" },
  "& q": { fontStyle: "italic", overflowWrap: "anywhere" },
});
const Actions = styled("div", { display: "flex", gap: "$3", alignItems: "center", "& a": { color: "$primary" } });
const RemoveButton = styled("button", {
  background: "none",
  border: 0,
  padding: 0,
  minHeight: "44px",
  color: "$danger",
  textDecoration: "underline",
  cursor: "pointer",
  fontSize: "$sm",
});
const Amount = styled("strong", { whiteSpace: "nowrap" });
