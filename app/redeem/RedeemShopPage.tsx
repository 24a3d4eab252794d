/**
 * The redeem shop (spec §2 `/saldocheck/inwisselen/`, business shop `…/{pageId}/`): the session's
 * balance and cards, the products it may be spent on (a page at a time), the redeem basket beside them
 * (in the basket modal on small screens) and the redeem modals, each opened by a link.
 */
import type { SubmissionResult } from "@conform-to/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useLocation } from "@remix-run/react";
import { styled } from "../../themes/stitches.config";
import type { ApiError } from "../api/errors";
import { Link } from "../components/Link";
import { Alert } from "../components/ui/Form";
import { WithSide } from "../components/ui/PageLayout";
import { Pager } from "../components/ui/Pager";
import { UrlModal } from "../components/ui/UrlModal";
import { DoublerModalBody, type DoublerModalData } from "../doubler/DoublerModal";
import { useApiErrorMessage } from "../i18n/api-errors";
import { formatMoney } from "../i18n/format";
import { useShell } from "../storefront/shell";
import type { InfoResult, RedeemPackageView, RedeemProductItem } from "./api-docs.server";
import { GiftCardForm } from "./GiftCardForm";
import { RedeemLeaveGuard } from "./LeaveGuard";
import type { PackageFormContext } from "./package.schema";
import { RedeemBasket } from "./RedeemBasket";
import {
  CardsBody,
  DeliveryBody,
  ExtraCardBody,
  IdentifyBody,
  MoreInfoBody,
  NiceToKnowBody,
  ResetBody,
  ShopFrameBody,
} from "./RedeemModals";
import { useRedeemToken } from "./redeem-token";
import { type RedeemView, redeemShopHref, viewSearch } from "./shop-links";

export interface RedeemShopData {
  info: InfoResult & { basket: NonNullable<InfoResult["basket"]> };
  products: { items: RedeemProductItem[]; total: number; pageCount: number };
  page: number;
  pageKey: string | null;
  view: RedeemView;
  product: RedeemProductItem | null;
  productError: ApiError | null;
  editing: RedeemPackageView | null;
  packageContext: PackageFormContext | null;
  added: string | null;
  loginEmail: string;
  doubler: DoublerModalData | null;
  delivery: { prefill: { firstName: string; lastName: string; email: string }; countries: string[] } | null;
  challengeUrl: string;
  formPass: string;
  splitAbove: number;
}

export type RedeemShopActionData =
  | { form: "package"; result: SubmissionResult<string[]>; errors: ApiError[] }
  | { form: "check"; result: SubmissionResult<string[]>; errors: ApiError[] }
  | { form: "identify" | "login" | "delivery" | "doubler"; result: SubmissionResult<string[]>; errors: ApiError[] }
  | { form: "remove"; errors: ApiError[] };

export function RedeemShopPage({ data, action }: { data: RedeemShopData; action?: RedeemShopActionData }) {
  const { t } = useLingui();
  const { sf, locale } = useShell();
  const { pathname } = useLocation();
  const errorText = useApiErrorMessage();
  const { info, view } = data;
  useRedeemToken(info.redeemToken);
  const money = (value: number) => formatMoney(value, sf.currency, locale);
  const balance = money(info.balance?.value ?? 0);
  const count = info.basket.packages.length;
  const title = info.page?.title ?? t`Spend your balance`;
  const product = data.product;
  return (
    <Page data-redeem-shop>
      <RedeemLeaveGuard active />
      <Intro>
        <h1>{title}</h1>
        {info.page ? <p>{info.page.intro}</p> : null}
        <p data-redeem-balance>
          <Trans>
            Your balance: <strong>{balance}</strong>
          </Trans>
        </p>
        <Links aria-label={t`Your session`}>
          <Link to={viewSearch({ name: "cards" })} preventScrollReset data-open-cards>
            <Plural value={info.cards.length} one="Your card" other="Your # cards" />
          </Link>
          <Link to={viewSearch({ name: "extra-card" })} preventScrollReset data-open-extra-card>
            {t`Add another card`}
          </Link>
          <Link to={viewSearch({ name: "nice-to-know" })} preventScrollReset data-open-nice-to-know>
            {t`Good to know`}
          </Link>
          <Link to={viewSearch({ name: "doubler" })} preventScrollReset data-open-doubler>
            {t`Double your balance`}
          </Link>
          <Link to={viewSearch({ name: "reset" })} preventScrollReset data-open-reset>
            {t`Start again`}
          </Link>
          <BasketLink to={viewSearch({ name: "basket" })} preventScrollReset data-open-basket>
            {t`Basket (${count})`}
          </BasketLink>
        </Links>
        {data.added ? (
          <Notice role="status" data-package-added>
            {t`“${data.added}” is in your basket.`}
          </Notice>
        ) : null}
        {action?.form === "remove" && action.errors.length ? (
          <Alert role="alert">
            <p>{errorText(action.errors[0])}</p>
          </Alert>
        ) : null}
      </Intro>

      <Layout side="narrow">
        <section aria-labelledby="redeem-products-title">
          <h2 id="redeem-products-title">{t`Choose a gift card`}</h2>
          <Grid>
            {data.products.items.map((p) => (
              <Tile
                key={p.id}
                data-redeem-product={p.id}
                data-min={p.redeemData.minimumAvailableCustomAmount.value}
                data-max={p.redeemData.maximumAvailableCustomAmount.value}
                data-types={p.variations.map((v) => v.variationType).join(" ")}
              >
                <Link to={viewSearch({ productId: p.id })} preventScrollReset data-choose-product>
                  <Art css={{ background: p.backgroundColor }} data-shadow={p.showShadow || undefined}>
                    <img src={p.image} alt="" width={400} height={252} loading="lazy" />
                  </Art>
                  <span>{p.title}</span>
                </Link>
                <Range>
                  {formatMoney(p.redeemData.minimumAvailableCustomAmount.value, sf.currency, locale)} –{" "}
                  {formatMoney(p.redeemData.maximumAvailableCustomAmount.value, sf.currency, locale)}
                </Range>
                {p.redeemData.promotionPercent > 0 ? (
                  <Badge>{t`+${p.redeemData.promotionPercent}% extra`}</Badge>
                ) : null}
                <TileLinks>
                  <Link to={viewSearch({ productId: p.id, name: "more" })} preventScrollReset>
                    {t`More information`}
                  </Link>
                  {p.giftCardBrand?.iframeUrl ? (
                    <Link to={viewSearch({ productId: p.id, name: "shop" })} preventScrollReset>
                      {t`Where to spend it`}
                    </Link>
                  ) : null}
                </TileLinks>
              </Tile>
            ))}
          </Grid>
          {data.products.pageCount > 1 ? (
            <Pager
              page={data.page}
              pageCount={data.products.pageCount}
              hrefOf={(p) => redeemShopHref(sf, data.pageKey, p)}
            />
          ) : null}
        </section>
        <Aside aria-labelledby="redeem-basket-title">
          <h2 id="redeem-basket-title">{t`Your basket`}</h2>
          <RedeemBasket basket={info.basket} />
        </Aside>
      </Layout>

      <UrlModal
        id={`gift-card-${view.productId}-${view.packageId ?? "new"}`}
        title={product?.title ?? t`Gift card`}
        open={view.productId !== null && view.name === null}
        closeTo={pathname}
      >
        {() =>
          product && data.packageContext ? (
            <GiftCardForm
              product={product}
              context={data.packageContext}
              editing={data.editing}
              result={action?.form === "package" ? action.result : undefined}
              errors={action?.form === "package" ? action.errors : []}
            />
          ) : (
            <p>{errorText(data.productError)}</p>
          )
        }
      </UrlModal>
      <UrlModal
        id="shop-more-info"
        title={product?.title ?? t`More information`}
        open={view.name === "more"}
        closeTo={pathname}
      >
        {() => (product ? <MoreInfoBody product={product} /> : <p>{errorText(data.productError)}</p>)}
      </UrlModal>
      <UrlModal
        id="shop-iframe"
        title={product ? t`Where to spend ${product.title}` : t`Shop`}
        open={view.name === "shop"}
        closeTo={pathname}
      >
        {() => (product ? <ShopFrameBody product={product} /> : <p>{errorText(data.productError)}</p>)}
      </UrlModal>
      <UrlModal id="redeem-basket" title={t`Your basket`} open={view.name === "basket"} closeTo={pathname}>
        {() => <RedeemBasket basket={info.basket} />}
      </UrlModal>
      <UrlModal id="card-number" title={t`Your cards`} open={view.name === "cards"} closeTo={pathname}>
        {() => <CardsBody info={info} />}
      </UrlModal>
      <UrlModal id="add-extra-card" title={t`Add another card`} open={view.name === "extra-card"} closeTo={pathname}>
        {() => <ExtraCardBody data={data} action={action?.form === "check" ? action : undefined} />}
      </UrlModal>
      <UrlModal id="nice-to-know" title={t`Good to know`} open={view.name === "nice-to-know"} closeTo={pathname}>
        {() => <NiceToKnowBody info={info} splitAbove={money(data.splitAbove)} />}
      </UrlModal>
      <UrlModal id="redeem-reset" title={t`Start again?`} open={view.name === "reset"} closeTo={pathname}>
        {() => <ResetBody closeTo={pathname} />}
      </UrlModal>
      <UrlModal
        id="redeem-order"
        title={t`How would you like to order?`}
        open={view.name === "order"}
        closeTo={pathname}
      >
        {() => (
          <IdentifyBody
            kind="identify"
            email=""
            challengeUrl={data.challengeUrl}
            formPass={data.formPass}
            answer={action?.form === "identify" ? action : undefined}
            basket={info.basket}
          />
        )}
      </UrlModal>
      <UrlModal id="redeem-login" title={t`Log in`} open={view.name === "login"} closeTo={pathname}>
        {() => (
          <IdentifyBody
            kind="login"
            email={data.loginEmail}
            challengeUrl={data.challengeUrl}
            formPass={data.formPass}
            answer={action?.form === "login" ? action : undefined}
            basket={info.basket}
          />
        )}
      </UrlModal>
      <UrlModal
        id="redeem-doubler"
        title={t`Balance doubler`}
        open={view.name === "doubler" && data.doubler !== null}
        closeTo={pathname}
      >
        {() =>
          data.doubler ? (
            <DoublerModalBody data={data.doubler} answer={action?.form === "doubler" ? action : undefined} />
          ) : null
        }
      </UrlModal>
      <UrlModal
        id="redeem-delivery"
        title={t`Delivery address`}
        open={view.name === "delivery" && data.delivery !== null}
        closeTo={pathname}
      >
        {() =>
          data.delivery ? (
            <DeliveryBody data={data.delivery} answer={action?.form === "delivery" ? action : undefined} />
          ) : null
        }
      </UrlModal>
    </Page>
  );
}

const Page = styled("div", {
  maxWidth: "1200px",
  margin: "0 auto",
  padding: "$6 $4",
  display: "grid",
  gap: "$5",
  "& h1, & h2": { margin: 0 },
});
const Intro = styled("div", { display: "grid", gap: "$3", "& p": { margin: 0 } });
const Links = styled("nav", {
  display: "flex",
  flexWrap: "wrap",
  gap: "$2 $4",
  "& a": { color: "$primary", minHeight: "44px", display: "inline-flex", alignItems: "center" },
});
const BasketLink = styled(Link, { display: "none !important", "@mobile": { display: "inline-flex !important" } });
const Notice = styled("p", { padding: "$3", borderRadius: "$md", background: "$surface", fontWeight: 600 });
const Layout = styled(WithSide, {
  "& section": { display: "grid", gap: "$4" },
});
const Aside = styled("aside", {
  position: "sticky",
  top: "$4",
  display: "grid",
  gap: "$3",
  padding: "$4",
  borderRadius: "$md",
  background: "$surface",
  "@mobile": { display: "none" },
});
const Grid = styled("ul", {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "$4",
  gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
});
const Tile = styled("li", {
  display: "grid",
  gap: "$2",
  alignContent: "start",
  "& > a": { color: "$text", textDecoration: "none", display: "grid", gap: "$2", fontWeight: 600 },
  "& > a:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});
const Art = styled("div", {
  borderRadius: "$md",
  padding: "$3",
  aspectRatio: "400 / 252",
  display: "grid",
  placeItems: "center",
  "& img": { width: "100%", height: "auto", borderRadius: "$md" },
  "&[data-shadow] img": { boxShadow: "$card" },
});
const Range = styled("span", { color: "$textMuted", fontSize: "$sm" });
const Badge = styled("span", { justifySelf: "start", color: "$success", fontWeight: 700, fontSize: "$sm" });
const TileLinks = styled("div", {
  display: "flex",
  flexWrap: "wrap",
  gap: "$1 $3",
  fontSize: "$sm",
  "& a": { color: "$primary", minHeight: "44px", display: "inline-flex", alignItems: "center" },
});
