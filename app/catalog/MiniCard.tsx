/** A small product (or giving-moment) tile: art on its background colour, title and an optional line. */

import type { ReactNode } from "react";
import { styled } from "../../themes/stitches.config";
import { Link } from "../components/Link";

export function MiniCard({
  to,
  title,
  image,
  backgroundColor,
  showShadow = false,
  extra,
  onClick,
}: {
  to: string;
  title: string;
  image: string;
  backgroundColor: string;
  showShadow?: boolean;
  extra?: ReactNode;
  onClick?: () => void;
}) {
  return (
    <Tile to={to} onClick={onClick}>
      <Art style={{ background: backgroundColor }} data-shadow={showShadow || undefined}>
        <img src={image} alt="" width={160} height={101} loading="lazy" />
      </Art>
      <span>{title}</span>
      {extra ? <small>{extra}</small> : null}
    </Tile>
  );
}

/** The panel that opens under the header (category menu, search). */
export const HeaderPanel = styled("div", {
  position: "absolute",
  left: 0,
  right: 0,
  top: "100%",
  background: "$background",
  color: "$text",
  borderTop: "1px solid $border",
  boxShadow: "$modal",
  padding: "$5 max(16px, calc((100% - 1240px) / 2 + 16px))",
  maxHeight: "calc(100vh - var(--header-height, 80px))",
  overflowY: "auto",
});

const Tile = styled(Link, {
  display: "grid",
  gap: "$1",
  color: "$text",
  textDecoration: "none",
  fontSize: "$sm",
  fontWeight: 600,
  "& small": { color: "$textMuted", fontWeight: 400 },
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});
const Art = styled("span", {
  display: "grid",
  placeItems: "center",
  padding: "$2",
  borderRadius: "$md",
  "& img": { width: "100%", height: "auto", borderRadius: "$sm" },
  "&[data-shadow] img": { boxShadow: "$card" },
});
