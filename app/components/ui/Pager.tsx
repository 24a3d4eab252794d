/** Page links of a paged list (previous, a window of page numbers with gaps, next). */
import { useLingui } from "@lingui/react/macro";
import { styled } from "../../../themes/stitches.config";
import { Link } from "../Link";

export function Pager({
  page,
  pageCount,
  hrefOf,
}: {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
}) {
  const { t } = useLingui();
  return (
    <PagerNav aria-label={t`Pages`}>
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev" aria-label={t`Previous page`}>
          ‹
        </Link>
      ) : null}
      {pageWindow(page, pageCount).map((p, i) =>
        p === "gap" ? (
          <span key={`gap-${i}`} aria-hidden>
            …
          </span>
        ) : (
          <Link key={p} to={hrefOf(p)} aria-current={p === page ? "page" : undefined} aria-label={t`Page ${p}`}>
            {p}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={hrefOf(page + 1)} rel="next" aria-label={t`Next page`}>
          ›
        </Link>
      ) : null}
    </PagerNav>
  );
}

const PagerNav = styled("nav", {
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: "$2",
  marginTop: "$5",
  "& a, & span": {
    minWidth: "44px",
    minHeight: "44px",
    display: "grid",
    placeItems: "center",
    padding: "0 $2",
    borderRadius: "$sm",
    color: "$text",
  },
  "& a[aria-current]": { background: "$primary", color: "$onPrimary" },
});

/** Page links to show: first, last, and the pages around the current one, with gaps. */
export function pageWindow(page: number, pageCount: number, radius = 1): (number | "gap")[] {
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push("gap");
    out.push(p);
  });
  return out;
}
