/**
 * The banner of a test deployment (PAYMENT_PROVIDER=testpay in production, issue 44): every page says
 * that payments are simulated, so no tester mistakes it for the shop and no visitor pays for real. It
 * is part of the shell (the same for every visitor, so shared pages may carry it), rendered by the
 * server in the page's first paint (no layout shift), a landmark of its own, in the theme's warning
 * colours ($warningText on $warningBg: 8.5:1, AAA). A deployment with a real provider never
 * shows it.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { styled } from "../../themes/stitches.config";
import { useShell } from "../storefront/shell";

export function SimulatedPaymentsBanner() {
  const { t } = useLingui();
  const { paymentsSimulated } = useShell();
  if (!paymentsSimulated) return null;
  return (
    <Banner aria-label={t`Test shop`} data-simulated-payments="">
      <p>
        <Trans>
          <strong>Test shop:</strong> payments are simulated. Nothing is charged and nothing you order here is real.
        </Trans>
      </p>
    </Banner>
  );
}

const Banner = styled("aside", {
  padding: "$2 $4",
  background: "$warningBg",
  color: "$warningText",
  borderBottom: "2px solid $warningText",
  textAlign: "center",
  "& p": { margin: 0 },
});
