/**
 * The reorder page (spec §2 `/nabestellen/` and the modal 'reorder product details'; issue 14): the
 * packages of an earlier order (or a card's product) as they are today — price, availability — each
 * with its details modal (a URL modal: works without JavaScript) and its own button, and — when every
 * package can be ordered again — one button that puts them all in the basket, all or nothing (stock that
 * ran out meanwhile refuses the set with 2031, nothing added, and the package is marked).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useLocation, useNavigation } from "@remix-run/react";
import { styled } from "../../themes/stitches.config";
import { ErrorCode } from "../api/errors";
import { Link } from "../components/Link";
import { Button, ButtonLink } from "../components/ui/Button";
import { Alert } from "../components/ui/Form";
import { PageColumn } from "../components/ui/PageLayout";
import { UrlModal } from "../components/ui/UrlModal";
import { useApiErrorMessage } from "../i18n/api-errors";
import { formatMoney } from "../i18n/format";
import { useHref, useShell } from "../storefront/shell";
import type { ReorderPackageView } from "./api-docs.server";
import type { ReorderActionData, ReorderPageData } from "./page.server";
import { type ReorderSourceQuery, reorderSearch } from "./reorder-links";

function useMoney() {
  const { sf, locale } = useShell();
  return (value: number) => formatMoney(value, sf.currency, locale);
}

/** Why a package cannot be ordered again, in the page language. */
function useReason() {
  const { t } = useLingui();
  const errorText = useApiErrorMessage();
  return (reason: ReorderPackageView["unavailableReason"]) => {
    if (reason === "notSold") return t`This gift card is no longer sold.`;
    if (reason === "amount") return t`This amount is no longer available for this gift card.`;
    if (reason === "extra") return t`The wrapper, gift packing or message of this gift card is no longer offered.`;
    return errorText({ code: ErrorCode.OutOfStock, message: "" });
  };
}

export function ReorderPage({ data, action }: { data: ReorderPageData; action?: ReorderActionData }) {
  const { t } = useLingui();
  const href = useHref();
  const money = useMoney();
  const errorText = useApiErrorMessage();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const { sf } = useShell();
  const productNoun = sf.productNoun;
  const { packages, source } = data;
  if (!packages || !source) {
    return (
      <PageColumn data-reorder-not-found>
        <h1>{t`Order not found`}</h1>
        <p>
          <Trans>
            We cannot find gift cards to order again at this address. Use the link in your order confirmation, or check
            your card again.
          </Trans>
        </p>
        <Links>
          <ButtonLink to={href("list")}>{t`View all ${productNoun}`}</ButtonLink>
          <Link to={href("home")}>{t`Back to the home page`}</Link>
        </Links>
      </PageColumn>
    );
  }
  const marked = new Set(action?.unavailable ?? []);
  const busy = navigation.state === "submitting";
  const available = packages.filter((p) => p.available);
  const total = Math.round(available.reduce((sum, p) => sum + p.total.value * 100, 0)) / 100;
  const closeTo = `${pathname}${reorderSearch(source)}`;
  return (
    <PageColumn data-reorder>
      <header>
        <h1>{t`Order again`}</h1>
        <p>
          {data.kind === "card" ? (
            <Trans>The gift card you received, at today's price: order it for yourself or someone else.</Trans>
          ) : (
            <Trans>The gift cards of your earlier order, at today's prices and availability.</Trans>
          )}
        </p>
      </header>
      {action?.errors.length ? (
        <Alert role="alert" data-reorder-error>
          <p>{errorText(action.errors[0])}</p>
          <p>{t`Nothing was put in your basket.`}</p>
        </Alert>
      ) : null}
      <List aria-label={t`Gift cards to order again`}>
        {packages.map((p) => (
          <PackageItem key={p.id} pkg={p} source={source} marked={marked.has(p.id)} busy={busy} />
        ))}
      </List>
      <Summary aria-labelledby="reorder-summary">
        <h2 id="reorder-summary">{t`Put in your basket`}</h2>
        <p data-delivery-note>
          <Trans>
            The cards go to the receivers shown. You can change receivers and delivery moments in your basket; delivery
            addresses are chosen again in checkout.
          </Trans>
        </p>
        {available.length ? (
          <p>
            {t`Today's price`}: <strong data-reorder-total>{money(total)}</strong>
          </p>
        ) : null}
        {available.length < packages.length ? (
          <p>{t`Not every gift card can be ordered again: add the others one by one.`}</p>
        ) : null}
        {available.length === packages.length ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="all" />
            <Button type="submit" loading={busy} data-reorder-all>
              {t`Put in basket`}
            </Button>
          </Form>
        ) : null}
      </Summary>
      <UrlModal
        id={`reorder-details-${data.details?.id ?? "none"}`}
        title={data.details ? (data.details.product?.title ?? data.details.title) : t`Gift card`}
        open={data.details !== null}
        closeTo={closeTo}
      >
        {() => (data.details ? <DetailsBody pkg={data.details} /> : null)}
      </UrlModal>
    </PageColumn>
  );
}

function PackageItem({
  pkg,
  source,
  marked,
  busy,
}: {
  pkg: ReorderPackageView;
  source: ReorderSourceQuery;
  marked: boolean;
  busy: boolean;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const reason = useReason();
  const title = pkg.product?.title ?? pkg.title;
  const qty = pkg.quantity;
  const amount = money(pkg.amount.value);
  const headingId = `reorder-${pkg.id}`;
  return (
    <Item
      aria-labelledby={headingId}
      data-reorder-package={pkg.id}
      data-available={pkg.available || undefined}
      data-marked={marked || undefined}
    >
      <Art css={{ background: pkg.product?.backgroundColor ?? "$surface" }}>
        {pkg.product ? <img src={pkg.product.image} alt="" width={400} height={252} loading="lazy" /> : null}
      </Art>
      <div>
        <h2 id={headingId}>{title}</h2>
        <Facts>
          <li data-reorder-amount>{t`${qty} × ${amount}`}</li>
          <li>{pkg.deliveryType === "DIGITAL" ? t`Digital, by e-mail` : t`Physical card, by post`}</li>
          <li>{pkg.receiver ? t`For ${pkg.receiver.name} (${pkg.receiver.email})` : t`For yourself`}</li>
          {pkg.wrapper ? <li>{`${pkg.wrapper.title} · ${money(pkg.wrapper.price.value)}`}</li> : null}
          {pkg.giftPacking ? <li>{`${pkg.giftPacking.title} · ${money(pkg.giftPacking.price.value)}`}</li> : null}
          {pkg.message ? <li>{t`Personal message: “${pkg.message.text}”`}</li> : null}
        </Facts>
        <p>
          {t`Today's price`}: <strong data-reorder-price>{money(pkg.total.value)}</strong>
        </p>
        {pkg.available ? (
          <Status data-state="ok">{t`Available`}</Status>
        ) : (
          <Status data-state="unavailable" data-reorder-reason={pkg.unavailableReason ?? ""}>
            {reason(pkg.unavailableReason)}
          </Status>
        )}
        <Actions>
          <Link
            to={reorderSearch(source, pkg.id)}
            preventScrollReset
            aria-label={t`Product details: ${title}`}
            data-reorder-details
          >
            {t`Product details`}
          </Link>
          {pkg.available ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="one" />
              <input type="hidden" name="packageId" value={pkg.id} />
              <Button type="submit" variant="secondary" loading={busy} aria-label={t`Only this one: ${title}`}>
                {t`Only this one`}
              </Button>
            </Form>
          ) : pkg.product ? (
            <Link to={pkg.product.path}>{t`Choose it again in the shop`}</Link>
          ) : null}
        </Actions>
      </div>
    </Item>
  );
}

/** The modal 'reorder product details' (spec §2): today's product, its amounts and availability. */
function DetailsBody({ pkg }: { pkg: ReorderPackageView }) {
  const { t } = useLingui();
  const money = useMoney();
  const reason = useReason();
  const product = pkg.product;
  if (!product) return <p data-reorder-modal>{reason("notSold")}</p>;
  const range =
    product.fixedValues.length > 0
      ? product.fixedValues.map((v) => money(v.value)).join(", ")
      : product.minPrice && product.maxPrice
        ? t`From ${money(product.minPrice.value)} to ${money(product.maxPrice.value)}`
        : "";
  return (
    <Details data-reorder-modal>
      <Art css={{ background: product.backgroundColor }} data-shadow={product.showShadow || undefined}>
        <img src={product.image} alt={product.title} width={400} height={252} />
      </Art>
      <p>{product.shortDescription}</p>
      <dl>
        <dt>{t`Amounts today`}</dt>
        <dd data-reorder-range>{range}</dd>
        <dt>{t`Your amount`}</dt>
        <dd>{money(pkg.amount.value)}</dd>
        <dt>{t`Today's price`}</dt>
        <dd>{money(pkg.total.value)}</dd>
        <dt>{t`Availability`}</dt>
        <dd data-reorder-availability>{pkg.available ? t`Available` : reason(pkg.unavailableReason)}</dd>
      </dl>
      <Link to={product.path}>{t`View this gift card in the shop`}</Link>
    </Details>
  );
}

const Links = styled("p", { display: "flex", flexWrap: "wrap", gap: "$4", alignItems: "center" });
const List = styled("ul", { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "$4" });
const Item = styled("li", {
  display: "grid",
  gridTemplateColumns: "200px 1fr",
  gap: "$4",
  padding: "$4",
  border: "1px solid $border",
  borderRadius: "$lg",
  "& h2": { fontSize: "$lg" },
  "& > div": { display: "grid", gap: "$2", alignContent: "start" },
  "&[data-marked]": { borderColor: "$danger", borderWidth: "2px" },
  "@mobile": { gridTemplateColumns: "1fr" },
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
const Facts = styled("ul", { margin: 0, paddingLeft: "$4", display: "grid", gap: "$1" });
const Status = styled("p", {
  fontWeight: 600,
  "&[data-state='ok']": { color: "$success" },
  "&[data-state='unavailable']": { color: "$danger" },
});
const Actions = styled("div", {
  display: "flex",
  flexWrap: "wrap",
  gap: "$3",
  alignItems: "center",
  "& > a": { color: "$primary", minHeight: "44px", display: "inline-flex", alignItems: "center" },
});
const Summary = styled("section", {
  display: "grid",
  gap: "$3",
  padding: "$4",
  borderRadius: "$lg",
  background: "$surface",
  justifyItems: "start",
  "& h2": { fontSize: "$lg" },
});
const Details = styled("div", {
  display: "grid",
  gap: "$3",
  "& p": { margin: 0 },
  "& dl": { display: "grid", gridTemplateColumns: "auto 1fr", gap: "$1 $4", margin: 0 },
  "& dd": { margin: 0, fontWeight: 600 },
  "& a": { color: "$primary" },
});
