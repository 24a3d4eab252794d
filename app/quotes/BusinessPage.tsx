/**
 * The business page (spec §2 /zakelijk/{product?}) with the quote request (issue 15): the page with the
 * business form in one of its two versions (spec §3 page types "business form (two versions)": the
 * first beside the page's text, message and remark; the second below it, also asking how many cards and
 * their value), a product's business view with the business product page form modal, and the
 * thank-you view with the quote number.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation, useParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { styled } from "../../themes/stitches.config";
import type { CardData } from "../catalog/cards";
import { ProductCard } from "../catalog/ProductCard";
import { ProductGrid } from "../catalog/ProductGrid";
import { Link } from "../components/Link";
import { ButtonLink } from "../components/ui/Button";
import { UrlModal } from "../components/ui/UrlModal";
import { ContentBody } from "../content/ContentBody";
import type { ContentBlockData } from "../content/load.server";
import { formatMoney } from "../i18n/format";
import { useHref, useShell } from "../storefront/shell";
import { type QuoteActionData, QuoteForm, type QuoteFormData } from "./QuoteForm";

/** The id of the business page's form section: the request-a-quote link goes there. */
export const QUOTE_SECTION_ID = "offerte";

type Logo = { pdpBusinessLogo: string; mobilePdpBusinessLogo: string } | null;
type Quote = QuoteFormData & { asksQuantities: boolean; modalOpen: boolean };

function Promises() {
  return (
    <PromiseList data-business-promises>
      <li>
        <Trans>Order on invoice</Trans>
      </li>
      <li>
        <Trans>A quote within one hour</Trans>
      </li>
      <li>
        <Trans>Ordered on a working day before 17:00, shipped the same day</Trans>
      </li>
      <li>
        <Trans>Digital cards delivered within one hour</Trans>
      </li>
    </PromiseList>
  );
}

function LogoPicture({ logo }: { logo: Logo }) {
  if (!logo) return null;
  return (
    <picture>
      <source media="(max-width: 639px)" srcSet={logo.mobilePdpBusinessLogo} />
      <LogoImg src={logo.pdpBusinessLogo} alt="" width={280} height={64} />
    </picture>
  );
}

function QuoteSection({ children, title }: { children: ReactNode; title: string }) {
  return (
    <section id={QUOTE_SECTION_ID} aria-labelledby="quote-title" data-quote-section>
      <h2 id="quote-title">{title}</h2>
      {children}
    </section>
  );
}

export function BusinessView({
  data,
  action,
}: {
  data: {
    page: { title: string; body: ContentBlockData[] };
    logo: Logo;
    products: CardData[];
    giftsPath: string;
    quote: Quote;
  };
  action: QuoteActionData | undefined;
}) {
  const { t } = useLingui();
  const v2 = data.quote.asksQuantities;
  const form = <QuoteForm id="quote" data={data.quote} action={action} asksQuantities={v2} />;
  return (
    <Section data-business>
      <LogoPicture logo={data.logo} />
      <h1>{data.page.title}</h1>
      <Grid>
        <ContentBody blocks={data.page.body} />
        <Aside>
          <h2>{t`Why businesses choose us`}</h2>
          <Promises />
          <Actions>
            <Link to={data.giftsPath}>{t`Gifts for employees and customers`}</Link>
          </Actions>
          {v2 ? null : <QuoteSection title={t`Request a quote`}>{form}</QuoteSection>}
        </Aside>
      </Grid>
      {v2 ? (
        <Wide>
          <QuoteSection title={t`Request a quote`}>{form}</QuoteSection>
        </Wide>
      ) : null}
      {data.products.length ? (
        <>
          <h2>{t`Popular with businesses`}</h2>
          <ProductGrid>
            {data.products.map((p) => (
              <ProductCard key={p.id} product={p} list="business" />
            ))}
          </ProductGrid>
        </>
      ) : null}
    </Section>
  );
}

export function BusinessProductView({
  data,
  action,
}: {
  data: {
    product: CardData & { description: string };
    logo: Logo;
    businessPath: string;
    quote: Quote;
  };
  action: QuoteActionData | undefined;
}) {
  const { t } = useLingui();
  const { sf, locale } = useShell();
  const { pathname } = useLocation();
  const slug = useParams().product ?? "";
  const p = data.product;
  const title = p.title;
  return (
    <Section data-business-product>
      <UrlModal
        id="business-product-form"
        title={t`Request a quote for ${title}`}
        open={data.quote.modalOpen}
        closeTo={pathname}
      >
        {() => <QuoteForm id="quote-product" data={data.quote} action={action} asksQuantities product={slug} />}
      </UrlModal>
      <LogoPicture logo={data.logo} />
      <Grid>
        <Art css={{ background: p.backgroundColor }}>
          <img src={p.image} alt="" width={400} height={252} />
        </Art>
        <div>
          <h1>{p.title}</h1>
          <p>{p.description}</p>
          {p.fromPrice !== null ? <p>{t`from ${formatMoney(p.fromPrice, sf.currency, locale)}`}</p> : null}
          <Promises />
          <Actions>
            <ButtonLink to={`${pathname}?offerte`} preventScrollReset data-quote-open>
              {t`Request a quote`}
            </ButtonLink>
            <Link to={p.path}>{t`View the gift card`}</Link>
            <Link to={data.businessPath}>{t`Ordering for your business`}</Link>
          </Actions>
        </div>
      </Grid>
    </Section>
  );
}

export function QuoteThanks({ data }: { data: { receipt: { quoteNumber: string; email: string } } }) {
  const { t } = useLingui();
  const href = useHref();
  const { quoteNumber, email } = data.receipt;
  return (
    <Section data-quote-thanks>
      <h1>{t`Thank you for your quote request`}</h1>
      <p>
        <Trans>
          Your quote number is <strong data-quote-number>{quoteNumber}</strong>.
        </Trans>
      </p>
      <p>
        <Trans>We have sent a confirmation to {email}. You will receive our quote within one hour.</Trans>
      </p>
      <Actions>
        <ButtonLink to={href("business")}>{t`Back to ordering for businesses`}</ButtonLink>
        <Link to={href("home")}>{t`To the home page`}</Link>
      </Actions>
    </Section>
  );
}

const Section = styled("section", { maxWidth: "$container", margin: "0 auto", padding: "$5 $4 $7" });
const LogoImg = styled("img", { maxWidth: "100%", height: "auto", marginBottom: "$3" });
const Grid = styled("div", {
  display: "grid",
  gap: "$6",
  marginBottom: "$6",
  "@desktop": { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", alignItems: "start" },
});
const Aside = styled("aside", {
  padding: "$5",
  borderRadius: "$lg",
  background: "$surface",
  display: "grid",
  gap: "$4",
  "& h2": { margin: 0 },
});
const Wide = styled("div", {
  padding: "$5",
  borderRadius: "$lg",
  background: "$surface",
  marginBottom: "$6",
  "& h2": { marginTop: 0 },
});
const PromiseList = styled("ul", {
  listStyle: "none",
  padding: 0,
  margin: "0 0 $4",
  display: "grid",
  gap: "$2",
  "& li::before": { content: "'✓'", color: "$success", fontWeight: 700, marginRight: "$2" },
});
const Actions = styled("div", {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "$4",
  "& a": { fontWeight: 600 },
  "& a:not([data-quote-open])": { color: "$primary" },
});
const Art = styled("div", { borderRadius: "$lg", padding: "$6", "& img": { width: "100%", height: "auto" } });
