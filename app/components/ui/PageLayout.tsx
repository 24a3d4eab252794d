/** Page layouts shared by the shop's own pages: a centred column, and main content with a side column. */
import { styled } from "../../../themes/stitches.config";

/** A centred page column of stacked blocks; headings and paragraphs without their own margins. */
export const PageColumn = styled("div", {
  maxWidth: "1100px",
  margin: "0 auto",
  padding: "$6 $4",
  display: "grid",
  gap: "$5",
  "& h1, & h2, & p": { margin: 0 },
});

/** Main content with a side column (a form, a basket, a summary) that goes below it on small screens. */
export const WithSide = styled("div", {
  display: "grid",
  gridTemplateColumns: "1fr 360px",
  gap: "$6",
  alignItems: "start",
  "@mobile": { gridTemplateColumns: "1fr" },
  variants: {
    side: {
      narrow: { gridTemplateColumns: "1fr 340px" },
      wide: { gridTemplateColumns: "1fr 420px" },
    },
  },
});
