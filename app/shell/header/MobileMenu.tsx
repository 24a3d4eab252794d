/** The full-screen menu of small screens (spec §2 Header): categories (6 first), main links, more. */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { styled } from "../../../themes/stitches.config";
import { CategoryIcon } from "../../catalog/CategoryIcon";
import { CloseIcon } from "../../components/Icons";
import { Link } from "../../components/Link";
import { SmartLink } from "../../components/SmartLink";
import { useHref, useShell } from "../../storefront/shell";
import { useLanguageLinks } from "./LanguageSwitcher";
import { loadMenuCategories, type MenuCategory } from "./menu-data";

/** spec §9: the mobile menu shows 6 categories first. */
export const MOBILE_MENU_CATEGORIES = 6;

export default function MobileMenu({
  links,
  onClose,
  business,
  businessAccordion,
  quoteLink,
}: {
  links: { to: string; label: string }[];
  onClose: () => void;
  business: ReturnType<typeof useShell>["businessMenu"];
  businessAccordion: boolean;
  /** The request-a-quote link (spec §3), where the storefront's config has it. */
  quoteLink: string | null;
}) {
  const { t } = useLingui();
  const href = useHref();
  const shell = useShell();
  const languages = useLanguageLinks();
  const [categories, setCategories] = useState<MenuCategory[] | null>(null);
  const [showAll, setShowAll] = useState(false);
  useEffect(() => {
    let live = true;
    loadMenuCategories(shell)
      .then((list) => live && setCategories(list))
      .catch(() => live && setCategories([]));
    return () => {
      live = false;
    };
  }, [shell]);
  const shown = showAll ? categories : categories?.slice(0, MOBILE_MENU_CATEGORIES);
  return (
    <FullScreen role="dialog" aria-modal="true" aria-label={t`Menu`} data-mobile-menu>
      <MenuTop>
        <span>{t`Menu`}</span>
        <CloseButton type="button" aria-label={t`Close menu`} onClick={onClose} autoFocus>
          <CloseIcon />
        </CloseButton>
      </MenuTop>
      {categories === null ? (
        <p aria-busy="true">{t`Loading…`}</p>
      ) : categories.length ? (
        <CategoryList aria-label={t`Categories`} data-mobile-categories>
          <ul>
            {shown?.map((c) => (
              <li key={c.id}>
                <Link to={c.path}>
                  <CategoryIcon name={c.icon} size={22} />
                  {c.title}
                </Link>
              </li>
            ))}
          </ul>
          {!showAll && categories.length > MOBILE_MENU_CATEGORIES ? (
            <ShowAll type="button" onClick={() => setShowAll(true)} data-show-all-categories>
              {t`View all categories`}
            </ShowAll>
          ) : null}
        </CategoryList>
      ) : null}
      <MenuList>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </MenuList>
      <MenuFooter aria-label={t`More`}>
        <li>
          <Link to={href("balance-check")} data-menu-redeem>
            {t`Choice Redeem Gift Card`}
          </Link>
        </li>
        {businessAccordion ? (
          <li>
            <details>
              <summary>{business.title}</summary>
              <ul>
                {business.items.map((item) => (
                  <li key={item.href}>
                    <SmartLink link={item} />
                  </li>
                ))}
                {quoteLink ? (
                  <li>
                    <Link to={quoteLink} data-request-quote>
                      {t`Request a quote`}
                    </Link>
                  </li>
                ) : null}
              </ul>
            </details>
          </li>
        ) : (
          <li>
            <Link to={href("business")}>{business.title}</Link>
            {quoteLink ? (
              <>
                {" · "}
                <Link to={quoteLink} data-request-quote>
                  {t`Request a quote`}
                </Link>
              </>
            ) : null}
          </li>
        )}
        <li>
          <Link to={href("helpdesk")}>{t`Customer support`}</Link>
        </li>
        {languages.length > 1 ? (
          <li>
            <span>{t`Language`}: </span>
            {languages.map((l) => (
              <a key={l.language} href={l.href} aria-current={l.current ? "true" : undefined} hrefLang={l.language}>
                {l.label}
              </a>
            ))}
          </li>
        ) : null}
      </MenuFooter>
    </FullScreen>
  );
}

const CloseButton = styled("button", {
  display: "grid",
  placeItems: "center",
  width: "44px",
  height: "44px",
  border: "none",
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  "&:focus-visible": { outline: "3px solid $focus" },
});
const CategoryList = styled("nav", {
  margin: "$4 0",
  "& ul": { listStyle: "none", padding: 0, margin: 0 },
  "& a": {
    display: "flex",
    alignItems: "center",
    gap: "$3",
    padding: "$3 0",
    fontSize: "$lg",
    color: "$text",
    textDecoration: "none",
    borderBottom: "1px solid $border",
  },
});
const ShowAll = styled("button", {
  marginTop: "$3",
  minHeight: "44px",
  border: "none",
  background: "transparent",
  color: "$primary",
  fontWeight: 700,
  fontSize: "$md",
  cursor: "pointer",
  padding: 0,
  "&:focus-visible": { outline: "3px solid $focus" },
});
const FullScreen = styled("div", {
  position: "fixed",
  inset: 0,
  zIndex: "$menu",
  background: "$background",
  color: "$text",
  overflowY: "auto",
  padding: "$4",
});
const MenuTop = styled("div", {
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  fontWeight: 700,
  fontSize: "$lg",
});
const MenuList = styled("ul", {
  listStyle: "none",
  padding: 0,
  margin: "$4 0",
  "& a": {
    display: "block",
    padding: "$3 0",
    fontSize: "$lg",
    color: "$text",
    textDecoration: "none",
    borderBottom: "1px solid $border",
  },
});
const MenuFooter = styled("ul", {
  listStyle: "none",
  padding: "$4",
  margin: 0,
  background: "$surface",
  borderRadius: "$md",
  display: "grid",
  gap: "$3",
  "& a": { color: "$text", marginRight: "$3" },
});
