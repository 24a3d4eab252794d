import { createTheme } from "./stitches.config";

/** GiftPass (family giftpass, header/logo v2): deep blue with teal. */
export const giftpassTheme = createTheme("giftpass", {
  colors: {
    primary: "#1d3f8f",
    primaryHover: "#16306d",
    accent: "#0f8a80",
    topBarBg: "#13285c",
    footerBg: "#0f1d40",
    footerText: "#eef2fb",
    footerMuted: "#c3cde6",
  },
});
