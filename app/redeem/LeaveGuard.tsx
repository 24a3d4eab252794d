/**
 * The redeem flow's leave guard (spec §2 "Leave guards"): going from a redeem page to a page outside
 * `/saldocheck/` (other than to the same session's card details) asks first; leaving resets all steps (the session ends, its token is forgotten),
 * staying keeps everything. Closing the tab is guarded by the browser's own prompt (redeem-token.ts).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useBlocker, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { styled } from "../../themes/stitches.config";
import { Button } from "../components/ui/Button";
import { useModals } from "../components/ui/Modal";
import { useHref, useShell } from "../storefront/shell";

const GUARD = "redeem-leave";

export function RedeemLeaveGuard({ active }: { active: boolean }) {
  const { t } = useLingui();
  const modals = useModals();
  const { sf } = useShell();
  const href = useHref();
  const reset = useFetcher();
  const root = href("balance-check");
  // The card details read the same session: going there is not leaving.
  const details = href("card-details");
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active &&
      currentLocation.pathname.startsWith(root) &&
      !nextLocation.pathname.startsWith(root) &&
      !nextLocation.pathname.startsWith(details),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    const stay = () => {
      modals.close(GUARD);
      blocker.reset();
    };
    modals.open(
      GUARD,
      () => (
        <Body data-leave-guard>
          <p>
            <Trans>If you leave now, your basket is emptied and your card leaves this session.</Trans>
          </p>
          <Row>
            <Button type="button" onClick={stay} data-stay>
              {t`Stay`}
            </Button>
            <Button
              type="button"
              variant="secondary"
              data-leave
              onClick={() => {
                reset.submit({ intent: "reset", after: "leave" }, { method: "post", action: root });
                modals.close(GUARD);
                blocker.proceed();
              }}
            >
              {t`Leave and start again`}
            </Button>
          </Row>
        </Body>
      ),
      {
        title: t`Leave the redeem flow?`,
        logo: sf.theme.modalLogo,
        onClose: () => blocker.state === "blocked" && blocker.reset(),
      },
    );
  }, [blocker, modals, t, sf.theme.modalLogo, reset, root]);
  return null;
}

const Body = styled("div", { display: "grid", gap: "$4", "& p": { margin: 0 } });
const Row = styled("div", { display: "flex", gap: "$3", flexWrap: "wrap" });
