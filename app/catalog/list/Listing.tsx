/**
 * The product list UI shared by the list and category pages (spec §2, §9): top products, 16 cards per
 * page (17 on desktop small), a filter modal, 'load more' merging pages by id, and page links that
 * work without JavaScript.
 */
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useFetcher } from "@remix-run/react";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { styled } from "../../../themes/stitches.config";
import { useItemList } from "../../analytics/use-tracking";
import { Link } from "../../components/Link";
import { Button } from "../../components/ui/Button";
import { ModalLoading, useModals } from "../../components/ui/Modal";
import { Pager } from "../../components/ui/Pager";
import { capitalize } from "../../i18n/format";
import { fromJsonText } from "../../storefront/json-text";
import { useHref, useShell } from "../../storefront/shell";
import { ProductCard } from "../ProductCard";
import { countFilters, FILTER_GROUPS, type FilterGroup, hasFilters, searchOf, withoutFilter } from "./filters";
import type { ListingData } from "./list.server";
import { mergeById } from "./paging";

const FilterForm = lazy(() => import("./FilterForm"));

type Listing = Omit<ListingData, "seo">;

export function Listing({ data, title, intro }: { data: Listing; title: string; intro?: string }) {
  const { t } = useLingui();
  const link = useHref();
  const { basename } = useShell();
  const modals = useModals();
  const fetcher = useFetcher<Listing>();
  // Pages loaded with 'load more' after this one, reset when the page or filters change.
  const [more, setMore] = useState<Listing[]>([]);
  const key = `${data.routeId}|${data.category?.slug}|${data.page}|${searchOf(data.filters, { s: data.search })}`;
  const keyRef = useRef(key);
  useEffect(() => {
    if (keyRef.current !== key) {
      keyRef.current = key;
      setMore([]);
    }
  }, [key]);
  useEffect(() => {
    const loaded = fetcher.data;
    if (fetcher.state !== "idle" || !loaded || loaded.kind !== "list") return;
    setMore((pages) => (pages.some((p) => p.page === loaded.page) ? pages : [...pages, loaded]));
  }, [fetcher.state, fetcher.data]);

  const last = more.at(-1) ?? data;
  const items = useMemo(
    () => mergeById(fromJsonText(data.items), ...more.map((p) => fromJsonText(p.items))),
    [data.items, more],
  );
  const lastExtra = last.extra ? fromJsonText(last.extra) : null;
  const extra = lastExtra && !items.some((i) => i.id === lastExtra.id) ? lastExtra : null;
  const options = fromJsonText(data.options);
  const query = searchOf(data.filters, { s: data.search });
  const pageHref = (page: number) =>
    `${link(data.routeId, { segment: page, page, category: data.category?.slug })}${query}`;

  const firstPage = link(data.routeId, { category: data.category?.slug });
  const loadMore = () => {
    const next = last.page + 1;
    fetcher.load(pageHref(next));
  };
  useEffect(() => {
    // Keep the address in step with what is shown, so a shared link opens at the last page loaded.
    if (more.length === 0) return;
    const prefix = basename === "/" ? "" : basename.replace(/\/$/, "");
    window.history.replaceState(window.history.state, "", `${prefix}${pageHref(last.page)}`);
  });

  const openFilters = () =>
    modals.open(
      "filter",
      () => (
        <Suspense fallback={<ModalLoading />}>
          <FilterForm
            routeId={data.routeId}
            category={data.category?.slug}
            options={options}
            selected={data.filters}
            search={data.search}
            onDone={() => modals.close("filter")}
          />
        </Suspense>
      ),
      { title: t`Filter` },
    );

  const listName = data.category ? `category:${data.category.slug}` : "list";
  useItemList(listName, items);
  const shown = items.length;
  const [featuredFirst, featuredLast, ...featuredLarge] = fromJsonText(data.top);
  const filterCount = countFilters(data.filters);
  // What a phone shows first: the leading top product and a row of two cards, or two rows without it.
  const eagerItems = featuredFirst ? 2 : 4;
  return (
    <Section data-listing={data.routeId}>
      <Head>
        <h1>{data.search ? t`Search results for “${data.search}”` : title}</h1>
        {intro && !data.search ? <Intro>{intro}</Intro> : null}
        <Count aria-live="polite">
          {data.search ? (
            <Plural value={data.total} one="# result" other="# results" />
          ) : (
            <Plural value={data.total} one="# gift card" other="# gift cards" />
          )}
        </Count>
      </Head>
      <Toolbar>
        <Button variant="secondary" onClick={openFilters} aria-haspopup="dialog" data-open-filters>
          {filterCount > 0 ? t`Filter (${filterCount})` : t`Filter`}
        </Button>
        {hasFilters(data.filters) ? (
          <Chips aria-label={t`Active filters`}>
            {FILTER_GROUPS.flatMap((group) =>
              data.filters[group].map((slug) => (
                <li key={`${group}:${slug}`}>
                  <Chip
                    to={`${firstPage}${searchOf(withoutFilter(data.filters, group, slug), { s: data.search })}`}
                    aria-label={t`Remove filter ${titleOf(data, group, slug)}`}
                  >
                    {titleOf(data, group, slug)} <span aria-hidden>×</span>
                  </Chip>
                </li>
              )),
            )}
            <li>
              <ClearLink to={firstPage}>
                <Trans>Clear filters</Trans>
              </ClearLink>
            </li>
          </Chips>
        ) : null}
      </Toolbar>

      {items.length === 0 ? (
        <Empty>
          <p>
            {data.search ? (
              <Trans>Oh no! No results found. Check the spelling or try a different search term.</Trans>
            ) : (
              <Trans>No gift cards match these filters.</Trans>
            )}
          </p>
          <Link to={firstPage}>
            <Trans>Show all gift cards</Trans>
          </Link>
        </Empty>
      ) : (
        // The cards' titles are the headings right under the page's h1.
        <Grid data-testid="product-grid">
          {featuredFirst ? <ProductCard product={featuredFirst} featured heading="h2" priority /> : null}
          {featuredLarge.map((p) => (
            <ProductCard key={`top-${p.id}`} product={p} featured heading="h2" data-large-only />
          ))}
          {items.map((p, index) => (
            <ProductCard key={p.id} product={p} heading="h2" priority={index < eagerItems} />
          ))}
          {extra ? (
            <ProductCard key={`extra-${extra.id}`} product={extra} heading="h2" data-desktop-small-only />
          ) : null}
          {featuredLast ? <ProductCard product={featuredLast} featured heading="h2" data-featured-last /> : null}
        </Grid>
      )}

      {last.page < data.pageCount ? (
        <More>
          <p>{t`You have seen ${shown} of ${data.total} gift cards`}</p>
          <Button variant="secondary" onClick={loadMore} loading={fetcher.state !== "idle"} data-load-more>
            <Trans>Load more</Trans>
          </Button>
        </More>
      ) : null}

      {data.pageCount > 1 ? <Pager page={data.page} pageCount={data.pageCount} hrefOf={pageHref} /> : null}
    </Section>
  );
}

function titleOf(data: Listing, group: FilterGroup, slug: string): string {
  return fromJsonText(data.options)[group]?.find((o) => o.slug === slug)?.title ?? slug;
}

export function useListTitle(category: ListingData["category"]): string {
  const { sf } = useShell();
  return category ? category.title : capitalize(sf.productNoun);
}

const Section = styled("section", { maxWidth: "$container", margin: "0 auto", padding: "$6 $4" });
const Head = styled("header", { marginBottom: "$4", "& h1": { margin: "0 0 $2" } });
const Intro = styled("p", { margin: "0 0 $2", maxWidth: "70ch", color: "$textMuted" });
const Count = styled("p", { margin: 0, color: "$textMuted" });
const Toolbar = styled("div", {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "$3",
  marginBottom: "$5",
});
const Chips = styled("ul", {
  display: "flex",
  flexWrap: "wrap",
  gap: "$2",
  padding: 0,
  margin: 0,
  listStyle: "none",
  alignItems: "center",
});
const Chip = styled(Link, {
  display: "inline-flex",
  alignItems: "center",
  gap: "$1",
  minHeight: "36px",
  padding: "0 $3",
  borderRadius: "$pill",
  background: "$surface",
  color: "$text",
  textDecoration: "none",
  border: "1px solid $border",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});
const ClearLink = styled(Link, { color: "$primary", padding: "$2" });
const Empty = styled("div", { padding: "$7 0", textAlign: "center" });

/**
 * Columns: 2 up to tablet, 3 on desktop small, 4 on large desktop. Top products span two columns:
 * on large desktop the four of them lead; otherwise one leads and one closes the page (spec §2).
 */
const Grid = styled("ul", {
  display: "grid",
  gap: "$4",
  padding: 0,
  margin: 0,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "& > [data-featured]": { gridColumn: "span 2" },
  "& > [data-large-only]": { display: "none" },
  "& > [data-desktop-small-only]": { display: "none" },
  "@desktopSmall": {
    gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
    "& > [data-desktop-small-only]": { display: "block" },
  },
  "@large": {
    gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
    "& > [data-large-only]": { display: "block" },
    "& > [data-featured]": { order: -1 },
  },
});
const More = styled("div", {
  display: "grid",
  justifyItems: "center",
  gap: "$2",
  marginTop: "$6",
  "& p": { margin: 0, color: "$textMuted" },
});
