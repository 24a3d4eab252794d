/** Cookie settings (loaded lazily, only when the modal opens). */
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { styled } from "../../../themes/stitches.config";
import { Link } from "../../components/Link";
import { Button } from "../../components/ui/Button";
import { useHref } from "../../storefront/shell";
import { COOKIE_CONSENT_KEY } from "./CookieModal";

export default function CookieSettings({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const href = useHref();
  const [analytics, setAnalytics] = useState(() =>
    typeof window === "undefined" ? false : window.localStorage.getItem(COOKIE_CONSENT_KEY) === "analytics",
  );
  const save = (value: boolean) => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, value ? "analytics" : "necessary");
    onDone();
  };
  return (
    <div>
      <p>
        <Trans>
          We use functional storage to keep your basket and preferences. With your consent we also measure, with our own
          statistics and without third parties, how our pages are used.
        </Trans>
      </p>
      <Toggle>
        <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />
        <span>{t`Allow statistics`}</span>
      </Toggle>
      <p>
        <Link to={href("cookies")} onClick={onDone}>
          {t`Read our cookie statement`}
        </Link>
      </p>
      <Actions>
        <Button variant="secondary" onClick={() => save(false)}>
          {t`Only necessary`}
        </Button>
        <Button onClick={() => save(analytics)}>{t`Save preferences`}</Button>
      </Actions>
    </div>
  );
}

const Toggle = styled("label", {
  display: "flex",
  gap: "$2",
  alignItems: "center",
  minHeight: "44px",
  fontWeight: 600,
});
const Actions = styled("div", { display: "flex", gap: "$3", justifyContent: "flex-end", flexWrap: "wrap" });
