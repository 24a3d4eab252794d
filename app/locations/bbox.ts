/**
 * The map rectangle of the locations pages (spec §2): query parameters latmax, latmin, lonmax and
 * lonmin written with 5 decimals; setting a rectangle drops `page` and `s`.
 */
export interface Bbox {
  latmax: number;
  latmin: number;
  lonmax: number;
  lonmin: number;
}

export const BBOX_KEYS = ["latmax", "latmin", "lonmax", "lonmin"] as const;

/** A coordinate as written in the URL: 5 decimals. */
export function formatCoord(value: number): string {
  return value.toFixed(5);
}

function round5(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

/** A rectangle on the globe: latitudes within ±90, longitudes within ±180, minimum ≤ maximum. */
export function isPossibleBbox(b: Bbox): boolean {
  return (
    [b.latmax, b.latmin].every((v) => v >= -90 && v <= 90) &&
    [b.lonmax, b.lonmin].every((v) => v >= -180 && v <= 180) &&
    b.latmin <= b.latmax &&
    b.lonmin <= b.lonmax
  );
}

/** The rectangle of a query string, or null when it is missing, malformed or impossible. */
export function parseBbox(params: URLSearchParams): Bbox | null {
  const values = BBOX_KEYS.map((key) => params.get(key));
  if (values.some((v) => v === null || !/^-?\d{1,3}(\.\d{1,10})?$/.test(v))) return null;
  const [latmax, latmin, lonmax, lonmin] = values.map((v) => round5(Number(v)));
  const bbox = { latmax, latmin, lonmax, lonmin };
  return isPossibleBbox(bbox) ? bbox : null;
}

/** The query string with the rectangle set (5 decimals) and `page` and `s` dropped; other parameters kept. */
export function withBbox(params: URLSearchParams, bbox: Bbox): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete("page");
  next.delete("s");
  for (const key of BBOX_KEYS) next.set(key, formatCoord(bbox[key]));
  return next;
}

export function withoutBbox(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of BBOX_KEYS) next.delete(key);
  return next;
}

/** The smallest rectangle around the points, grown by `margin` of its size (at least `minSpan` degrees). */
export function boundsOf(points: { lat: number; lon: number }[], margin = 0.15, minSpan = 0.02): Bbox | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  const grow = (min: number, max: number) => {
    const span = Math.max(max - min, minSpan);
    const pad = (span - (max - min)) / 2 + span * margin;
    return [min - pad, max + pad];
  };
  const [latmin, latmax] = grow(Math.min(...lats), Math.max(...lats));
  const [lonmin, lonmax] = grow(Math.min(...lons), Math.max(...lons));
  return {
    latmax: round5(Math.min(90, latmax)),
    latmin: round5(Math.max(-90, latmin)),
    lonmax: round5(Math.min(180, lonmax)),
    lonmin: round5(Math.max(-180, lonmin)),
  };
}
