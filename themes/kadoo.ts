import { createTheme } from "./stitches.config";

/** Kadoo (family kadoo, header/logo v1): warm coral. */
export const kadooTheme = createTheme("kadoo", {
  colors: {
    primary: "#c8352b",
    primaryHover: "#a52a22",
    accent: "#f4a261",
    headerBg: "#ffffff",
    topBarBg: "#7a1f19",
    footerBg: "#2b1614",
    footerText: "#fbeeed",
    footerMuted: "#e7c9c6",
    focus: "#1d4ed8",
  },
});
