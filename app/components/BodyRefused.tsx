import { Trans, useLingui } from "@lingui/react/macro";
import { styled } from "../../themes/stitches.config";
import { useHref } from "../storefront/shell";
import { Link } from "./Link";

/** A form post too large to be read (413, ADR 030): the page says so in its language, with a way on. */
export function BodyRefused() {
  const { t } = useLingui();
  const href = useHref();
  return (
    <Box data-body-refused>
      <title>{t`Your form could not be sent`}</title>
      <meta name="robots" content="noindex,nofollow" />
      <h1>{t`Your form could not be sent`}</h1>
      <p>
        <Trans>What you sent is larger than this page accepts. Please shorten your entries and try again.</Trans>
      </p>
      <Link to={href("home")}>{t`Back to the home page`}</Link>
    </Box>
  );
}

const Box = styled("section", { maxWidth: "720px", margin: "$7 auto", padding: "0 $4", textAlign: "center" });
