/**
 * Comparing a new screenshot with the previous run's: the share of changed pixels (pixelmatch), and a
 * diff image when something changed. A shot whose size changed counts as wholly changed.
 */
import { readFileSync } from "node:fs";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

export interface Comparison {
  /** Changed pixels / all pixels, 0…1; null for a shot without a previous one. */
  changed: number | null;
  /** A PNG with the changed pixels marked, when some changed and the sizes match. */
  diff?: Buffer;
}

export function compareShots(previousFile: string | null, current: Buffer): Comparison {
  if (!previousFile) return { changed: null };
  const before = PNG.sync.read(readFileSync(previousFile));
  const after = PNG.sync.read(current);
  if (before.width !== after.width || before.height !== after.height) return { changed: 1 };
  const { width, height } = after;
  const diff = new PNG({ width, height });
  // Threshold 0: the same build renders the same pixels here (frozen clock, no motion), and a light
  // colour change (white → a pale tint) is below pixelmatch's default 0.1. Anti-aliased pixels are still
  // told apart and not counted.
  const count = pixelmatch(before.data, after.data, diff.data, width, height, { threshold: 0 });
  return count === 0 ? { changed: 0 } : { changed: count / (width * height), diff: PNG.sync.write(diff) };
}

/** "0 %", "0.03 %", "12.5 %": small changes stay visible. */
export function percent(share: number): string {
  if (share === 0) return "0 %";
  const value = share * 100;
  return `${value < 0.01 ? "<0.01" : value < 1 ? value.toFixed(2) : value.toFixed(1)} %`;
}
