import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { styled } from "../../themes/stitches.config";
import { ArrowUpIcon } from "./Icons";

/** spec §2/§9: the scroll-up button appears after scrolling more than twice the screen height. */
export function scrolledFarEnough(scrollY: number, viewportHeight: number): boolean {
  return scrollY > 2 * viewportHeight;
}

export default function ScrollUpButton() {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(scrolledFarEnough(window.scrollY, window.innerHeight));
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update, { passive: true });
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);
  if (!visible) return null;
  return (
    <Button type="button" aria-label={t`Back to top`} onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}>
      <ArrowUpIcon />
    </Button>
  );
}

const Button = styled("button", {
  position: "fixed",
  right: "$4",
  bottom: "$4",
  zIndex: "$scrollUp",
  width: "48px",
  height: "48px",
  borderRadius: "$pill",
  border: "none",
  background: "$primary",
  color: "$onPrimary",
  boxShadow: "$card",
  cursor: "pointer",
  display: "grid",
  placeItems: "center",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});
