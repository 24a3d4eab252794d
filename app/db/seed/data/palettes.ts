/** Card colours per category: backgrounds (hex) and the accents drawn on them. */
import type { CategoryKey } from "./types";

export interface Palette {
  backgrounds: string[];
  accents: string[];
}

export const PALETTES: Record<CategoryKey | "donation" | "blank", Palette> = {
  restaurants: {
    backgrounds: ["#8c2f39", "#b23a48", "#f4a259", "#5b3a29", "#e07a5f"],
    accents: ["#f2cc8f", "#fcefef", "#3d405b"],
  },
  wellness: {
    backgrounds: ["#6d9dc5", "#a8dadc", "#81b29a", "#cdb4db", "#2a9d8f"],
    accents: ["#f1faee", "#ffd6a5", "#264653"],
  },
  experiences: {
    backgrounds: ["#ef476f", "#ff9f1c", "#118ab2", "#073b4c", "#9b5de5"],
    accents: ["#ffd166", "#06d6a0", "#f8f9fa"],
  },
  shopping: {
    backgrounds: ["#22223b", "#4a4e69", "#c9184a", "#ff4d6d", "#3a86ff"],
    accents: ["#f2e9e4", "#ffb703", "#caf0f8"],
  },
  books: {
    backgrounds: ["#1d3557", "#457b9d", "#6b705c", "#3d405b", "#283618"],
    accents: ["#e9c46a", "#f1faee", "#dda15e"],
  },
  travel: {
    backgrounds: ["#0077b6", "#00b4d8", "#2a9d8f", "#e9c46a", "#264653"],
    accents: ["#ffffff", "#f4a261", "#caf0f8"],
  },
  sports: {
    backgrounds: ["#d62828", "#003049", "#2b9348", "#f77f00", "#1b263b"],
    accents: ["#fcbf49", "#eae2b7", "#80ed99"],
  },
  kids: {
    backgrounds: ["#ffbe0b", "#fb5607", "#8338ec", "#3a86ff", "#06d6a0"],
    accents: ["#ffffff", "#ff006e", "#22223b"],
  },
  home: {
    backgrounds: ["#606c38", "#a98467", "#84a98c", "#52796f", "#bc6c25"],
    accents: ["#fefae0", "#dda15e", "#cad2c5"],
  },
  culture: {
    backgrounds: ["#3c096c", "#5a189a", "#7b2cbf", "#9d0208", "#14213d"],
    accents: ["#ffba08", "#e0aaff", "#fca311"],
  },
  donation: { backgrounds: ["#2d6a4f", "#40916c", "#1b4332"], accents: ["#d8f3dc", "#ffd166"] },
  blank: { backgrounds: ["#f8f9fa", "#e9ecef", "#212529"], accents: ["#adb5bd", "#ff006e"] },
};

/** Background colours of the giving-moment heroes, in MOMENT_KEYS order. */
export const MOMENT_COLOURS = ["#ffd6e0", "#f1e3d3", "#d8f3dc", "#fff1c1", "#d00000", "#ffc8dd", "#bde0fe", "#e9edc9"];
