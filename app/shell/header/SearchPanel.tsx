/**
 * The search panel (spec §2 Search): with empty input the popular search terms (links) and 'Popular
 * coupons' with the optional highlighted block first; with input '1 result' / 'N results' and the
 * matching cards; with none 'Oh no! No results found. …'.
 */
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { styled } from "../../../themes/stitches.config";
import { track } from "../../analytics/analytics";
import { browserRequest } from "../../api/browser";
import { graphql } from "../../api/generated/browser";
import type { PopularQuery, SearchQuery } from "../../api/generated/browser/graphql";
import { HeaderPanel, MiniCard } from "../../catalog/MiniCard";
import { Link } from "../../components/Link";
import { formatMoney } from "../../i18n/format";
import { useShell } from "../../storefront/shell";

type Popular = PopularQuery["popularSearchData"];
type Group = SearchQuery["search_v1"]["body"][number];
type GiftcardItem = Extract<Group["items"][number], { __typename: "GiftcardSearchItem" }>;
type MomentItem = Extract<Group["items"][number], { __typename: "GivingMomentSearchItem" }>;

/** A search result card (popular entities and search groups). */
graphql(`
  fragment GiftcardSearchFields on SearchItem {
    id path ... on GiftcardSearchItem { title backgroundColor image { url alt } showShadow priceFrom { value currency } }
  }
`);

const POPULAR = graphql(`query popular($userData: UserDataInput!) {
  popularSearchData(userData: $userData) {
    terms { title url { href type } }
    entities { __typename ...GiftcardSearchFields }
    highlightedBlocks { title description cardImage referencedPath showHand }
    errors { code message }
  }
}`);

const SEARCH = graphql(`query search($userData: UserDataInput!, $inputText: String!) {
  search_v1(userData: $userData, inputText: $inputText) {
    body { groupType total items { __typename ...GiftcardSearchFields ... on GivingMomentSearchItem { backgroundColor heroTitle image { url alt } } } }
    errors { code message }
  }
}`);

let popularCache: { key: string; data: Promise<Popular> } | undefined;

export default function SearchPanel({ id, query, onClose }: { id: string; query: string; onClose: () => void }) {
  const { t } = useLingui();
  const shell = useShell();
  const [popular, setPopular] = useState<Popular | null>(null);
  const [results, setResults] = useState<{ query: string; groups: Group[] } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const key = `${shell.sf.storeId}|${shell.language}`;
    if (popularCache?.key !== key) {
      popularCache = {
        key,
        data: browserRequest(shell, POPULAR, {}).then((d) => d.popularSearchData),
      };
    }
    let live = true;
    popularCache.data.then((p) => live && setPopular(p)).catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [shell]);

  useEffect(() => {
    if (!query) return setResults(null);
    const controller = new AbortController();
    browserRequest(shell, SEARCH, { inputText: query }, { signal: controller.signal })
      .then((d) => {
        setFailed(false);
        setResults({ query, groups: d.search_v1.body });
        track(shell, { type: "search", payload: { query, results: d.search_v1.body[0]?.total ?? 0 } });
      })
      .catch((error: Error) => {
        if (error.name !== "AbortError") setFailed(true);
      });
    return () => controller.abort();
  }, [query, shell]);

  const cards = results?.groups.find((g) => g.groupType === "GIFTCARDS");
  const moments = results?.groups.find((g) => g.groupType === "GIVING_MOMENTS");
  const total = (cards?.total ?? 0) + (moments?.total ?? 0);

  return (
    <Panel id={id} role="region" aria-label={t`Search`} data-search-panel>
      {failed ? <p role="alert">{t`Search is not available at the moment. Please try again.`}</p> : null}
      {query && results ? (
        <section aria-live="polite">
          {total === 0 ? (
            <Empty data-no-results>
              <Trans>Oh no! No results found. Check the spelling or try a different search term.</Trans>
            </Empty>
          ) : (
            <>
              <Count data-result-count>
                <Plural value={total} one="# result" other="# results" />
              </Count>
              <Cards>
                {cards?.items
                  .filter((i): i is GiftcardItem => i.__typename === "GiftcardSearchItem")
                  .map((item) => (
                    <ResultCard key={item.id} item={item} onClose={onClose} />
                  ))}
                {moments?.items
                  .filter((i): i is MomentItem => i.__typename === "GivingMomentSearchItem")
                  .map((item) => (
                    <li key={`m-${item.id}`}>
                      <MiniCard
                        to={item.path}
                        title={item.heroTitle}
                        image={item.image.url}
                        backgroundColor={item.backgroundColor}
                        onClick={onClose}
                      />
                    </li>
                  ))}
              </Cards>
            </>
          )}
        </section>
      ) : null}
      {!query && popular ? (
        <>
          {popular.highlightedBlocks[0] ? (
            <Highlight to={popular.highlightedBlocks[0].referencedPath} onClick={onClose} data-highlighted-block>
              <img src={popular.highlightedBlocks[0].cardImage} alt="" width={120} height={76} />
              <span>
                <strong>{popular.highlightedBlocks[0].title}</strong>
                <small>{popular.highlightedBlocks[0].description}</small>
              </span>
            </Highlight>
          ) : null}
          {popular.terms.length ? (
            <section>
              <h2>{t`Popular searches`}</h2>
              <Terms>
                {popular.terms.map((term) => (
                  <li key={term.url.href}>
                    <Link to={term.url.href} onClick={onClose}>
                      {term.title}
                    </Link>
                  </li>
                ))}
              </Terms>
            </section>
          ) : null}
          {popular.entities.length ? (
            <section data-popular-coupons>
              <h2>{t`Popular coupons`}</h2>
              <Cards>
                {popular.entities.map((item) => (
                  <ResultCard key={item.id} item={item} onClose={onClose} />
                ))}
              </Cards>
            </section>
          ) : null}
        </>
      ) : null}
    </Panel>
  );
}

function ResultCard({ item, onClose }: { item: GiftcardItem; onClose: () => void }) {
  const { t } = useLingui();
  const { locale } = useShell();
  return (
    <li data-search-result>
      <MiniCard
        to={item.path}
        title={item.title}
        image={item.image.url}
        backgroundColor={item.backgroundColor}
        showShadow={item.showShadow}
        extra={item.priceFrom ? t`from ${formatMoney(item.priceFrom.value, item.priceFrom.currency, locale)}` : null}
        onClick={onClose}
      />
    </li>
  );
}

const Panel = styled(HeaderPanel, {
  "& h2": { fontSize: "$lg", margin: "0 0 $3" },
  "& section + section": { marginTop: "$5" },
  "@upToTablet": { position: "static", boxShadow: "none", padding: "$4 0", maxHeight: "none" },
});
const Count = styled("p", { fontWeight: 700, margin: "0 0 $3" });
const Empty = styled("p", { margin: "$4 0", fontSize: "$lg" });
const Cards = styled("ul", {
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: "$4",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@tablet": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  "@desktop": { gridTemplateColumns: "repeat(6, minmax(0, 1fr))" },
});
const Terms = styled("ul", {
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: "$2",
  "& a": {
    display: "inline-flex",
    alignItems: "center",
    minHeight: "36px",
    padding: "0 $3",
    borderRadius: "$pill",
    border: "1px solid $border",
    color: "$text",
    textDecoration: "none",
  },
  "& a:focus-visible": { outline: "3px solid $focus" },
});
const Highlight = styled(Link, {
  display: "flex",
  gap: "$4",
  alignItems: "center",
  padding: "$4",
  marginBottom: "$5",
  borderRadius: "$lg",
  background: "$surface",
  color: "$text",
  textDecoration: "none",
  "& strong": { display: "block", fontSize: "$lg" },
  "& small": { color: "$textMuted" },
  "& img": { borderRadius: "$sm", flexShrink: 0 },
});
