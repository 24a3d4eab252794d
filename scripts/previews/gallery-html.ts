/** The static gallery (index.html) of `npm run previews`: changed shots first, then new, then unchanged. */
import { percent } from "./compare";

export interface ShotEntry {
  /** Path of the PNG under the output folder, e.g. kadoo-be/nl/home-mobile.png. */
  file: string;
  code: string;
  language: string;
  template: string;
  viewport: string;
  url: string;
  /** Share of changed pixels against the previous run; null when it had none. */
  changed: number | null;
  diff?: string;
  previous?: string;
  /** When this entry was last shot (ISO time). */
  at: string;
}

const esc = (value: unknown) =>
  String(value ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );

export function sortShots(shots: ShotEntry[]): ShotEntry[] {
  const rank = (s: ShotEntry) => (s.changed === null ? 1 : s.changed > 0 ? 0 : 2);
  return [...shots].sort(
    (a, b) => rank(a) - rank(b) || (b.changed ?? 0) - (a.changed ?? 0) || a.file.localeCompare(b.file),
  );
}

function figure(s: ShotEntry): string {
  const state = s.changed === null ? "new" : s.changed > 0 ? `changed ${percent(s.changed)}` : "unchanged";
  const extra = [
    s.previous ? `<a href="${esc(s.previous)}">previous</a>` : "",
    s.diff ? `<a href="${esc(s.diff)}">diff</a>` : "",
  ]
    .filter(Boolean)
    .join(" · ");
  return `<figure class="${s.changed ? "changed" : ""}"><a href="${esc(s.file)}"><img src="${esc(s.file)}" alt="${esc(`${s.code} ${s.language} ${s.template} ${s.viewport}`)}" loading="lazy"></a>
<figcaption><strong>${esc(s.code)} · ${esc(s.language)} · ${esc(s.template)} · ${esc(s.viewport)}</strong><br>${esc(state)}${extra ? ` · ${extra}` : ""}<br><a href="${esc(s.url)}">${esc(s.url)}</a></figcaption></figure>`;
}

export function galleryHtml(shots: ShotEntry[], summary: string): string {
  const sorted = sortShots(shots);
  const groups: [string, ShotEntry[]][] = [
    ["Changed", sorted.filter((s) => (s.changed ?? 0) > 0)],
    ["New", sorted.filter((s) => s.changed === null)],
    ["Unchanged", sorted.filter((s) => s.changed === 0)],
  ];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Storefront previews</title><style>
body{font-family:system-ui,Arial,sans-serif;margin:0 auto;max-width:1400px;padding:16px 24px;color:#1f2330}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:16px}
figure{margin:0;border:1px solid #d5d8df;border-radius:8px;padding:8px;background:#fff}figure.changed{border:3px solid #b3261e}
img{width:100%;height:240px;object-fit:cover;object-position:top;border:1px solid #e9ebef}figcaption{font-size:13px;word-break:break-all}
a{color:#1d3f8f}</style></head><body><h1>Storefront previews</h1><p>${esc(summary)}</p>
${groups
  .filter(([, list]) => list.length)
  .map(
    ([title, list]) => `<h2>${esc(title)} (${list.length})</h2><div class="grid">${list.map(figure).join("\n")}</div>`,
  )
  .join("\n")}
</body></html>`;
}
