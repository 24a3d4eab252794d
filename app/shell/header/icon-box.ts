/** The header's account icon box: the link (AccountMenu) and the dropdown's button (AccountDropdown) look the same. */
export const iconBox = {
  position: "relative" as const,
  color: "$headerText",
  display: "grid",
  placeItems: "center",
  width: "44px",
  height: "44px",
};
