/** The redeem gift card info page (spec §2 `/saldocheck/info/{pageId}/`). */
import { useLingui } from "@lingui/react/macro";
import { styled } from "../../themes/stitches.config";
import { ButtonLink } from "../components/ui/Button";
import { useHref } from "../storefront/shell";
import type { RedeemPageInfo, RedeemProductItem } from "./api-docs.server";

export function RedeemInfoPage({ page, items }: { page: RedeemPageInfo; items: RedeemProductItem[] }) {
  const { t } = useLingui();
  const href = useHref();
  return (
    <Page data-redeem-info>
      <h1>{page.title}</h1>
      <p>{page.intro}</p>
      <h2>{t`Good to know`}</h2>
      <ul>
        {page.info.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <ButtonLink to={href("balance-check")} data-to-balance-check>
        {t`Check balance & redeem`}
      </ButtonLink>
      <h2>{t`Choose from these gift cards`}</h2>
      <Grid>
        {items.map((p) => (
          <li key={p.id}>
            <Art css={{ background: p.backgroundColor }}>
              <img src={p.image} alt="" width={400} height={252} loading="lazy" />
            </Art>
            <span>{p.title}</span>
          </li>
        ))}
      </Grid>
    </Page>
  );
}

const Page = styled("div", {
  maxWidth: "960px",
  margin: "0 auto",
  padding: "$6 $4",
  display: "grid",
  gap: "$4",
  justifyItems: "start",
  "& h1, & h2, & p": { margin: 0 },
  "& ul": { margin: 0, paddingLeft: "$5", display: "grid", gap: "$2" },
});
const Grid = styled("ul", {
  listStyle: "none",
  padding: "0 !important",
  width: "100%",
  display: "grid",
  gap: "$4",
  gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))",
  "& li": { display: "grid", gap: "$2", fontWeight: 600 },
});
const Art = styled("div", {
  borderRadius: "$md",
  padding: "$3",
  aspectRatio: "400 / 252",
  display: "grid",
  placeItems: "center",
  "& img": { width: "100%", height: "auto", borderRadius: "$md", boxShadow: "$card" },
});
