import { styled } from "../../themes/stitches.config";

/** The product card grid of lists and blocks: 2 columns on mobile, 3 on tablet, 4 on desktop. */
export const ProductGrid = styled("ul", {
  display: "grid",
  gap: "$4",
  padding: 0,
  margin: 0,
  gridTemplateColumns: "repeat(2, 1fr)",
  "@tablet": { gridTemplateColumns: "repeat(3, 1fr)" },
  "@desktop": { gridTemplateColumns: "repeat(4, 1fr)" },
});
