import { createTheme } from "./stitches.config";

/** Choice Card (family choice, header/logo v3): black and gold. */
export const choiceTheme = createTheme("choice", {
  colors: {
    primary: "#111111",
    primaryHover: "#333333",
    onPrimary: "#ffffff",
    accent: "#8a6a1f",
    topBarBg: "#111111",
    topBarText: "#f3e3b5",
    footerBg: "#111111",
    footerText: "#f7f3e8",
    footerMuted: "#d9cfb4",
  },
});
