import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { styled } from "../../../themes/stitches.config";
import { useShell } from "../../storefront/shell";
import { TrustMarks } from "../TrustMarks";

/** spec §9: rotate every 3000 ms with a 600 ms reset, only at width 1023 px or less. */
export const ROTATE_MS = 3000;
export const RESET_MS = 600;
export const ROTATE_QUERY = "(max-width: 1023px)";

/**
 * Header v3 top bar with three rotating selling points (spec §2) and, from 1024 px where the points
 * stand still, the top bar's trust marks (spec §3 trustMarksTopbar, 120 px wide: the bar is 40 px high there).
 */
export function SellingPoints() {
  const { t } = useLingui();
  const { sf } = useShell();
  const points = [
    t`Ordered before 17:00, delivered tomorrow`,
    t`Always a suitable business gift!`,
    t`Personalize with packaging`,
  ];
  const [rotating, setRotating] = useState(false);
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(true);

  useEffect(() => {
    const query = window.matchMedia(ROTATE_QUERY);
    const update = () => {
      setRotating(query.matches);
      setIndex(0);
    };
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => {
      setAnimate(true);
      setIndex((i) => i + 1);
    }, ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [rotating]);

  // After sliding onto the copy of the first point, jump back to the real first one without animation.
  useEffect(() => {
    if (index < points.length) return;
    const timer = window.setTimeout(() => {
      setAnimate(false);
      setIndex(0);
    }, RESET_MS);
    return () => window.clearTimeout(timer);
  }, [index, points.length]);

  const items = rotating ? [...points, points[0]] : points;
  return (
    <Bar aria-label={t`Why shop with us`} data-rotating={rotating || undefined}>
      <Row>
        <Track
          data-index={index % points.length}
          style={
            rotating
              ? {
                  transform: `translateY(-${index * 30}px)`,
                  transition: animate ? `transform ${RESET_MS}ms ease` : "none",
                }
              : undefined
          }
        >
          {items.map((point, i) => (
            <Point key={`${point}-${i}`} aria-hidden={rotating && i !== index ? true : undefined} data-usp>
              ✓ {point}
            </Point>
          ))}
        </Track>
        {/* Hidden by CSS at 1023 px and below; left out entirely while the points rotate there. */}
        {sf.theme.trustMarksTopbar.length && !rotating ? (
          <TopbarMarks>
            <TrustMarks marks={sf.theme.trustMarksTopbar} place="topbar" />
          </TopbarMarks>
        ) : null}
      </Row>
    </Bar>
  );
}

const Bar = styled("section", {
  background: "$topBarBg",
  color: "$topBarText",
  fontSize: "$sm",
  height: "30px",
  overflow: "hidden",
  "@desktop": { height: "40px" },
});
const Row = styled("div", { maxWidth: "$container", margin: "0 auto", display: "flex", alignItems: "center" });
const TopbarMarks = styled("div", { display: "none", "@desktop": { display: "block", paddingRight: "$4" } });
const Track = styled("ul", {
  listStyle: "none",
  margin: 0,
  padding: 0,
  flex: 1,
  display: "flex",
  justifyContent: "space-around",
  "[data-rotating] &": { display: "block", textAlign: "center" },
});
const Point = styled("li", {
  height: "30px",
  lineHeight: "30px",
  whiteSpace: "nowrap",
  "@desktop": { height: "40px", lineHeight: "40px" },
});
