/**
 * A row of trust marks (spec §2, §3): the header's, the top bar's, the footer's and the bottom bar's.
 * Every mark carries its configured width and height (no layout shift) and its text from the config;
 * marks below the fold load lazily.
 */
import { useLingui } from "@lingui/react/macro";
import type { ComponentProps } from "react";
import { styled } from "../../themes/stitches.config";
import type { ImageData } from "../storefront/shell";

export function TrustMarks({
  marks,
  place,
  lazy = false,
  ...rest
}: {
  marks: ImageData[];
  /** Where the row sits (`data-trust-marks`), for styles and tests. */
  place: "header" | "topbar" | "footer" | "bottom-bar";
  /** Below the fold: let the browser load the marks when they come near. */
  lazy?: boolean;
} & Omit<ComponentProps<typeof List>, "children">) {
  const { t } = useLingui();
  if (!marks.length) return null;
  return (
    <List aria-label={t`Quality marks`} data-trust-marks={place} {...rest}>
      {marks.map((mark) => (
        <li key={mark.src}>
          <img
            src={mark.src}
            alt={mark.alt}
            width={mark.width}
            height={mark.height}
            loading={lazy ? "lazy" : undefined}
            decoding="async"
          />
        </li>
      ))}
    </List>
  );
}

const List = styled("ul", {
  listStyle: "none",
  display: "flex",
  // A row wider than a phone's screen wraps instead of widening the page.
  flexWrap: "wrap",
  alignItems: "center",
  gap: "$3",
  padding: 0,
  margin: 0,
  flexShrink: 0,
  maxWidth: "100%",
  "& li": { display: "flex" },
  "& img": { display: "block" },
});
