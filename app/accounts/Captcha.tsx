/**
 * The ALTCHA widget (self-hosted proof of work, spec §5 human check). Its code loads after the page,
 * only on forms that need it; it solves the challenge on load and puts the solution in a hidden input
 * `captchaToken` of the surrounding form. A solution is good for one call: when the server has answered
 * (`round` changes), the widget solves a fresh challenge.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { styled } from "../../themes/stitches.config";

type Widget = HTMLElement & { reset?: () => void; verify?: () => Promise<void> };

/**
 * `fallbackPass`: a form pass for browsers without JavaScript (form-pass.server.ts issueFormPass: bound
 * to the visitor's session and the page's forms, taken only by the page's own action — issue 44); where
 * it is given, the form still works without scripts, else the visitor is asked to turn them on.
 */
export function Captcha({
  challengeUrl,
  round,
  fallbackPass,
}: {
  challengeUrl: string;
  round?: unknown;
  fallbackPass?: string;
}) {
  const { t } = useLingui();
  const widget = useRef<Widget>(null);
  const first = useRef(true);
  useEffect(() => {
    void import("altcha");
    // A solution arrived: tell the form (Conform revalidates on input), so a message asking for the
    // human check goes as soon as it is done instead of on the next blur (which moved the form under
    // the pointer and swallowed the click on submit).
    const element = widget.current;
    const onState = (event: Event) => {
      if ((event as CustomEvent<{ state?: string }>).detail?.state !== "verified") return;
      const input = element?.querySelector<HTMLInputElement>('input[name="captchaToken"]');
      input?.dispatchEvent(new Event("input", { bubbles: true }));
    };
    element?.addEventListener("statechange", onState);
    return () => element?.removeEventListener("statechange", onState);
  }, []);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (round === undefined) return;
    widget.current?.reset?.();
    void widget.current?.verify?.();
  }, [round]);
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
        ref={widget}
        challengeurl={challengeUrl}
        name="captchaToken"
        auto="onload"
        hidefooter
        hidelogo
        strings={strings}
      />
      <noscript>
        {fallbackPass ? (
          <input type="hidden" name="captchaToken" value={fallbackPass} />
        ) : (
          t`Please turn on JavaScript for the human check.`
        )}
      </noscript>
    </Box>
  );
}

const Box = styled("div", { minHeight: "60px" });
