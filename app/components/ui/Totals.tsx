/** A list of amounts: labels on the left, amounts right-aligned (basket and order totals). */
import { styled } from "../../../themes/stitches.config";

export const Totals = styled("dl", {
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: "$1 $3",
  margin: 0,
  "& dt": { color: "$textMuted" },
  "& dd": { margin: 0, textAlign: "right", fontWeight: 600 },
});
