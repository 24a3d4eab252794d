/**
 * The ALTCHA widget (self-hosted proof of work, spec §5 human check). Its code loads after the page,
 * only on forms that need it; it solves the challenge on load and puts the solution in a hidden input
 * `captchaToken` of the surrounding form.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { styled } from "../../themes/stitches.config";

export function Captcha({ challengeUrl }: { challengeUrl: string }) {
  const { t } = useLingui();
  useEffect(() => {
    void import("altcha");
  }, []);
  const strings = JSON.stringify({
    label: t`I'm not a robot`,
    verified: t`Verified`,
    verifying: t`Verifying…`,
    waitAlert: t`Verifying… please wait.`,
    error: t`Verification failed. Try again later.`,
    expired: t`Verification expired. Try again.`,
    ariaLinkLabel: "ALTCHA",
  });
  return (
    <Box data-captcha>
      <altcha-widget
        challengeurl={challengeUrl}
        name="captchaToken"
        auto="onload"
        hidefooter
        hidelogo
        strings={strings}
      />
      <noscript>{t`Please turn on JavaScript for the human check.`}</noscript>
    </Box>
  );
}

const Box = styled("div", { minHeight: "60px" });
