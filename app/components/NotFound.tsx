import { Trans, useLingui } from "@lingui/react/macro";
import { styled } from "../../themes/stitches.config";
import { useHref, useShell } from "../storefront/shell";
import { Link } from "./Link";

/** The themed not-found page (spec §2 /404/, §3 notFoundImage width 200 or 450). */
export function NotFound() {
  const { t } = useLingui();
  const { sf } = useShell();
  const href = useHref();
  const image = sf.theme.notFoundImage;
  return (
    <Box data-not-found>
      <title>{t`Page not found`}</title>
      <meta name="robots" content="noindex,nofollow" />
      <img src={image.src} alt={image.alt} width={image.width} height={image.height} />
      <h1>{t`Page not found`}</h1>
      <p>
        <Trans>Sorry, we cannot find the page you are looking for. It may have moved or no longer exist.</Trans>
      </p>
      <Links>
        <Link to={href("home")}>{t`Back to the home page`}</Link>
        <Link to={href("list")}>{t`View all ${sf.productNoun}`}</Link>
        <Link to={href("helpdesk")}>{t`Customer support`}</Link>
      </Links>
    </Box>
  );
}

const Box = styled("section", {
  maxWidth: "720px",
  margin: "$7 auto",
  padding: "0 $4",
  textAlign: "center",
  "& img": { height: "auto", margin: "0 auto" },
});
const Links = styled("p", { display: "flex", gap: "$4", justifyContent: "center", flexWrap: "wrap" });
