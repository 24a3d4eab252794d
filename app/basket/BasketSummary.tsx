/** The basket's summary panel: totals, grouped totals and the order button (the identify modal where the storefront asks for it). */
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { Link } from "../components/Link";
import { Button, ButtonLink } from "../components/ui/Button";
import { ModalLoading, useModals } from "../components/ui/Modal";
import { SummaryPanel } from "../components/ui/SummaryPanel";
import { formatMoney } from "../i18n/format";
import { useHref, useShell, useVisitor } from "../storefront/shell";
import { ConfirmBody } from "./BasketShipment";
import type { CartData } from "./queries.server";

const IdentifyModal = lazy(() => import("../accounts/AccountPages").then((m) => ({ default: m.IdentifyModal })));

export function Summary({ cart }: { cart: CartData }) {
  const { t } = useLingui();
  const { sf, locale } = useShell();
  const href = useHref();
  const visitor = useVisitor();
  const modals = useModals();
  const navigate = useNavigate();
  const money = (value: number) => formatMoney(value, cart.currency, locale);
  const g = cart.groupedTotals;
  const checkout = href("checkout");
  const identify = `${href("account")}?next=checkout`;
  // spec §4 Identify user: logged in → checkout; else the identify modal (order-modal auth) or the guest order modal.
  const order = (event: React.MouseEvent) => {
    if (visitor.user) return;
    event.preventDefault();
    if (sf.features.orderModalAuth) {
      modals.open(
        "basket-identify",
        () => (
          <Suspense fallback={<ModalLoading />}>
            <IdentifyModal onClose={() => modals.close("basket-identify")} />
          </Suspense>
        ),
        { title: t`How would you like to order?`, logo: sf.theme.modalLogo },
      );
      return;
    }
    modals.open(
      "basket-guest-order",
      () => (
        <ConfirmBody data-guest-order-modal>
          <p>
            <Trans>How would you like to order?</Trans>
          </p>
          <div>
            <Button
              onClick={() => {
                modals.close("basket-guest-order");
                navigate(checkout);
              }}
              data-order-as-guest
            >
              {t`Order as guest`}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                modals.close("basket-guest-order");
                navigate(`${href("login")}?next=checkout`);
              }}
            >
              {t`Log in`}
            </Button>
          </div>
          <small>
            <Trans>You can create an account while ordering.</Trans>
          </small>
        </ConfirmBody>
      ),
      { title: t`Order`, logo: sf.theme.modalLogo },
    );
  };
  return (
    <SummaryPanel aria-labelledby="basket-summary" data-summary>
      <h2 id="basket-summary">{t`Summary`}</h2>
      <dl>
        {g.digitalTotal.qty ? (
          <>
            <dt>
              <Plural value={g.digitalTotal.qty} one="# digital card" other="# digital cards" />
            </dt>
            <dd>{money(g.digitalTotal.price.value)}</dd>
          </>
        ) : null}
        {g.physicalTotal.qty ? (
          <>
            <dt>
              <Plural value={g.physicalTotal.qty} one="# physical card" other="# physical cards" />
            </dt>
            <dd>{money(g.physicalTotal.price.value)}</dd>
          </>
        ) : null}
        {cart.totals.adjustments.map((a) => (
          <div key={a.tag} style={{ display: "contents" }}>
            <dt>{a.title}</dt>
            <dd>{money(a.price.value)}</dd>
          </div>
        ))}
        <dt>{t`Extras`}</dt>
        <dd data-extras>{money(g.extra.value - cart.totals.adjustments.reduce((n, a) => n + a.price.value, 0))}</dd>
        <dt className="total">{t`Total`}</dt>
        <dd className="total" data-grand-total>
          {money(cart.totals.grandTotal.value)}
        </dd>
      </dl>
      <small>
        {t`Including ${money(cart.totals.vat.value)} VAT on extras and shipping. Gift cards are exempt from VAT.`}
      </small>
      {cart.registered && g.physicalTotal.qty ? (
        <small data-registered>{t`Your physical cards are sent by registered mail.`}</small>
      ) : null}
      <ButtonLink to={visitor.user ? checkout : identify} onClick={order} data-order>
        {t`Order`}
      </ButtonLink>
      <Link to={href("list")}>{t`Continue shopping`}</Link>
    </SummaryPanel>
  );
}
