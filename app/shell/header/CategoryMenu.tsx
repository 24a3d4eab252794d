/**
 * The desktop category menu (spec §2 Header menu): category tabs; hovering or focusing a tab shows
 * its top products and 'View all gift vouchers in this category'. Arrow keys move between tabs.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { styled } from "../../../themes/stitches.config";
import { CategoryIcon } from "../../catalog/CategoryIcon";
import { HeaderPanel, MiniCard } from "../../catalog/MiniCard";
import { Link } from "../../components/Link";
import { useHref, useShell } from "../../storefront/shell";
import { loadMenuCategories, type MenuCategory } from "./menu-data";

export default function CategoryMenu({
  id,
  onNavigate,
  onPointerEnter,
  onPointerLeave,
}: {
  id: string;
  onNavigate: () => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}) {
  const { t } = useLingui();
  const shell = useShell();
  const link = useHref();
  const [categories, setCategories] = useState<MenuCategory[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);

  useEffect(() => {
    let live = true;
    loadMenuCategories(shell)
      .then((list) => live && setCategories(list))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [shell]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (!categories) return;
    const move = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
    if (!move) return;
    event.preventDefault();
    const next = (index + move + categories.length) % categories.length;
    setActive(next);
    tabs.current[next]?.focus();
  };

  const current = categories?.[active];
  return (
    <Panel
      as="nav"
      id={id}
      data-category-menu
      aria-label={t`Categories`}
      onMouseEnter={onPointerEnter}
      onMouseLeave={onPointerLeave}
    >
      {failed ? (
        <p role="alert">{t`The categories could not be loaded.`}</p>
      ) : !categories ? (
        <p aria-busy="true">{t`Loading…`}</p>
      ) : (
        <>
          <Tabs>
            {categories.map((c, i) => (
              <li key={c.id}>
                <Tab
                  ref={(el) => {
                    tabs.current[i] = el;
                  }}
                  to={c.path}
                  aria-current={i === active ? "true" : undefined}
                  onMouseEnter={() => setActive(i)}
                  onFocus={() => setActive(i)}
                  onKeyDown={(e) => onKeyDown(e, i)}
                  onClick={onNavigate}
                >
                  <CategoryIcon name={c.icon} size={20} />
                  {c.title}
                </Tab>
              </li>
            ))}
            <li>
              <AllLink to={link("category", { category: "alle-cadeaubonnen" })} onClick={onNavigate}>
                <Trans>All categories</Trans>
              </AllLink>
            </li>
          </Tabs>
          {current ? (
            <Tops aria-live="polite">
              <h2>{current.title}</h2>
              <ul>
                {current.topList.map((p) => (
                  <li key={p.id}>
                    <MiniCard
                      to={p.path}
                      title={p.title}
                      image={p.image.url}
                      backgroundColor={p.backgroundColor}
                      showShadow={p.showShadow}
                      onClick={onNavigate}
                    />
                  </li>
                ))}
              </ul>
              <ViewAll to={current.path} onClick={onNavigate} data-view-all-category>
                <Trans>View all gift vouchers in this category</Trans>
              </ViewAll>
            </Tops>
          ) : null}
        </>
      )}
    </Panel>
  );
}

const Panel = styled(HeaderPanel, { display: "grid", gridTemplateColumns: "260px 1fr", gap: "$6" });
const Tabs = styled("ul", { listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "$1" });
const Tab = styled(Link, {
  display: "flex",
  alignItems: "center",
  gap: "$3",
  padding: "$2 $3",
  borderRadius: "$md",
  color: "$text",
  textDecoration: "none",
  fontWeight: 600,
  "&[aria-current]": { background: "$surface", color: "$primary" },
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "-3px" },
});
const AllLink = styled(Link, { display: "block", padding: "$2 $3", color: "$primary", fontWeight: 600 });
const Tops = styled("section", {
  "& h2": { margin: "0 0 $3", fontSize: "$xl" },
  "& ul": {
    listStyle: "none",
    padding: 0,
    margin: "0 0 $4",
    display: "grid",
    gap: "$4",
    gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  },
});
const ViewAll = styled(Link, { color: "$primary", fontWeight: 700 });
