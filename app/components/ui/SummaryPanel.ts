/**
 * The page frame and order summary panel shared by the basket and checkout (spec §2 basket and
 * checkout screens): content with the summary beside it on desktop, below it on smaller screens. The
 * summary is a list of terms and amounts; `.total` marks the grand total row.
 */
import { styled } from "../../../themes/stitches.config";

export const ShopPage = styled("section", { maxWidth: "$container", margin: "0 auto", padding: "$5 $4 $7" });

export const WithSummary = styled("div", {
  display: "grid",
  gap: "$6",
  gridTemplateColumns: "1fr",
  "@desktop": { gridTemplateColumns: "minmax(0, 2fr) minmax(280px, 1fr)", alignItems: "start" },
});

export const SummaryPanel = styled("aside", {
  border: "1px solid $border",
  borderRadius: "$lg",
  padding: "$5",
  display: "grid",
  gap: "$3",
  background: "$surface",
  "& h2": { margin: 0, fontSize: "$lg" },
  "& ul": { margin: 0, paddingLeft: "$4" },
  // No column gap: the total row's rule runs unbroken under both columns.
  "& dl": { display: "grid", gridTemplateColumns: "1fr auto", gap: "$2 0", margin: 0 },
  "& dl > div": { display: "contents" },
  "& dd": { margin: 0, paddingLeft: "$4", textAlign: "right" },
  "& .total": { fontWeight: 700, fontSize: "$lg", borderTop: "1px solid $border", paddingTop: "$2" },
  "& small": { color: "$textMuted" },
});
