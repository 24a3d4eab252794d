/**
 * Header variants default, redeem, business and v3 (spec §2 "Header"). Logo sizes per theme
 * version (spec §9); header height 80 px plus 30 px when a header decoration exists.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation } from "@remix-run/react";
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from "react";
import { LOGO_SIZES } from "../../../themes";
import { css, styled } from "../../../themes/stitches.config";
import { BasketIcon, MenuIcon } from "../../components/Icons";
import { Link } from "../../components/Link";
import { SharedFragment } from "../../components/SharedFragment";
import { SmartLink } from "../../components/SmartLink";
import { useOverlay } from "../../components/ui/use-overlay";
import { useHref, useShell, useVisitor } from "../../storefront/shell";
import { TrustMarks } from "../TrustMarks";
import { AccountMenu } from "./AccountMenu";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { SearchBox } from "./SearchBox";
import { SellingPoints } from "./SellingPoints";

const CategoryMenu = lazy(() => import("./CategoryMenu"));
const MobileMenu = lazy(() => import("./MobileMenu"));

/** spec §4: the header menu closes 50 ms after a URL change. */
export const MENU_CLOSE_AFTER_NAVIGATION_MS = 50;

export type HeaderVariant = "default" | "redeem" | "business";

export interface HeaderProps {
  variant?: HeaderVariant;
  /** The search box (spec §2 Search), filled by the catalogue. */
  search?: ReactNode;
  /** Item count for the basket badge. */
}

function capitalize(text: string) {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

export function Header({ variant = "default", search }: HeaderProps) {
  const { basketCount } = useVisitor();
  const { t } = useLingui();
  const { sf, businessMenu, redeemMenu } = useShell();
  const href = useHref();
  const [menuOpen, setMenuOpen] = useState(false);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const categoriesId = useId();
  const root = useRef<HTMLElement>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>();
  const location = useLocation();
  const version = sf.theme.version;
  const sizes = LOGO_SIZES[version];
  // spec §3: the request-a-quote link, on storefronts whose config has it: the business page's form.
  const quoteLink = sf.business.requestQuoteLink ? `${href("business")}#offerte` : null;

  useEffect(() => {
    // Close the mobile menu after a navigation.
    if (location.key) setMenuOpen(false);
  }, [location.key]);

  useOverlay(menuOpen, () => setMenuOpen(false));
  useOverlay(categoriesOpen, () => setCategoriesOpen(false));

  useEffect(() => {
    // spec §4: the category menu closes 50 ms after a URL change.
    if (!location.key) return;
    const timer = setTimeout(() => setCategoriesOpen(false), MENU_CLOSE_AFTER_NAVIGATION_MS);
    return () => clearTimeout(timer);
  }, [location.key]);

  useEffect(() => {
    if (!categoriesOpen) return;
    const onDown = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setCategoriesOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    return () => document.removeEventListener("mousedown", onDown);
  }, [categoriesOpen]);

  const openCategories = () => {
    clearTimeout(leaveTimer.current);
    setCategoriesOpen(true);
  };
  const leaveCategories = () => {
    clearTimeout(leaveTimer.current);
    leaveTimer.current = setTimeout(() => setCategoriesOpen(false), 400);
  };

  const logo = (
    <LogoLink to={href("home")} aria-label={t`${sf.brandName} home`} data-logo-version={version}>
      <Logo
        src={sf.theme.logo}
        alt={sf.brandName}
        width={sizes.desktop[0]}
        height={sizes.desktop[1]}
        css={{ "@upToTablet": { width: sizes.mobile[0], height: sizes.mobile[1] } }}
      />
    </LogoLink>
  );

  const mainLinks = [
    { to: href("list"), label: capitalize(sf.productNoun), show: true },
    // spec §2 header main links: 'Choice Redeem Gift Card' is the balance check.
    { to: href("balance-check"), label: t`Choice Redeem Gift Card`, show: true },
    { to: href("choice-card"), label: t`Choice gift card`, show: sf.features.choiceCardInHeader },
    // spec §2 main links: the business page (its title is the business menu's).
    { to: href("business"), label: businessMenu.title, show: true },
    { to: href("helpdesk"), label: t`Customer support`, show: true },
  ].filter((l) => l.show);

  if (variant === "redeem") {
    return (
      <Root role="banner" data-header="redeem">
        <Warning role="status">
          <Trans>Digital {sf.productNoun} are currently sent with a delay.</Trans>
        </Warning>
        {redeemMenu.notice ? <Info data-redeem-notice>{redeemMenu.notice}</Info> : null}
        <Inner>
          {logo}
          <Spacer />
          <SmartLink link={redeemMenu.support} className={supportLink()}>
            {t`Customer support`}
          </SmartLink>
          <LanguageSwitcher />
        </Inner>
      </Root>
    );
  }

  return (
    <Root
      ref={root}
      role="banner"
      // spec §2 names the header with the selling points bar "version 3".
      data-header={variant === "business" ? "business" : sf.theme.header.sellingPoints ? "v3" : "default"}
    >
      {/* The parts of the header that show the shell alone (no visitor, no page) are rendered once per
          storefront shell and variant on the server, then printed from memory (ADR 043). */}
      <SharedFragment owner={sf} name="header top">
        {sf.theme.header.sellingPoints ? <SellingPoints /> : null}
        {sf.theme.headerDecoration ? (
          <Decoration src={sf.theme.headerDecoration.src} alt="" width={sf.theme.headerDecoration.width} height={30} />
        ) : null}
      </SharedFragment>
      <Inner>
        <SharedFragment owner={sf} name={`header nav ${variant}`}>
          <MenuButton type="button" aria-label={t`Menu`} aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
            <MenuIcon />
          </MenuButton>
          {logo}
          <MainNav aria-label={t`Main`}>
            {variant === "business"
              ? [
                  ...businessMenu.items.map((item) => (
                    <SmartLink key={item.href} link={item} className={businessLink()} />
                  )),
                  quoteLink ? (
                    <NavLink key="quote" to={quoteLink} data-request-quote>
                      {t`Request a quote`}
                    </NavLink>
                  ) : null,
                ]
              : mainLinks.map((l, i) =>
                  i === 0 ? (
                    <MenuTrigger key={l.to} onMouseEnter={openCategories} onMouseLeave={leaveCategories}>
                      <NavLink to={l.to} prefetch="intent" data-menu-products>
                        {l.label}
                      </NavLink>
                      <Chevron
                        type="button"
                        aria-label={t`Show categories`}
                        aria-expanded={categoriesOpen}
                        aria-controls={categoriesOpen ? categoriesId : undefined}
                        // A mouse has already opened the menu by hovering: its click keeps it open.
                        onClick={(event) => setCategoriesOpen((open) => (event.detail > 0 ? true : !open))}
                        data-menu-toggle
                      >
                        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
                          <path d="m7 10 5 5 5-5H7Z" />
                        </svg>
                      </Chevron>
                    </MenuTrigger>
                  ) : (
                    <NavLink key={l.to} to={l.to} prefetch="intent">
                      {l.label}
                    </NavLink>
                  ),
                )}
          </MainNav>
        </SharedFragment>
        <SearchSlot>{search ?? <SearchBox />}</SearchSlot>
        {/* spec §3 trustMarksHeader: beside the icons where the header has room for it. */}
        {sf.theme.trustMarksHeader.length ? (
          <HeaderMarks>
            <TrustMarks marks={sf.theme.trustMarksHeader} place="header" />
          </HeaderMarks>
        ) : null}
        <Icons>
          <LanguageSwitcher />
          <AccountMenu />
          <IconLink to={href("basket")} aria-label={t`Basket`} data-basket-link>
            <BasketIcon />
            {basketCount ? (
              <Badge aria-label={t`${basketCount} items`} data-basket-count>
                {basketCount}
              </Badge>
            ) : null}
          </IconLink>
        </Icons>
      </Inner>
      {categoriesOpen ? (
        <Suspense fallback={null}>
          <CategoryMenu
            id={categoriesId}
            onNavigate={() => setCategoriesOpen(false)}
            onPointerEnter={openCategories}
            onPointerLeave={leaveCategories}
          />
        </Suspense>
      ) : null}
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu
            // The full-screen menu lists the balance check and business in its footer list (spec §2).
            links={mainLinks.filter((l) => l.to !== href("balance-check") && l.to !== href("business"))}
            onClose={() => setMenuOpen(false)}
            business={businessMenu}
            businessAccordion={variant === "business" && sf.theme.header.businessMenuAccordion}
            quoteLink={quoteLink}
          />
        </Suspense>
      ) : null}
    </Root>
  );
}

const Root = styled("header", {
  background: "$headerBg",
  color: "$headerText",
  borderBottom: "1px solid $border",
  position: "relative",
  zIndex: "$header",
});
const Decoration = styled("img", { display: "block", width: "100%", height: "30px", objectFit: "cover" });
const Inner = styled("div", {
  maxWidth: "$container",
  margin: "0 auto",
  height: "$headerHeight",
  padding: "0 $4",
  display: "flex",
  alignItems: "center",
  gap: "$4",
});
const LogoLink = styled(Link, {
  display: "flex",
  alignItems: "center",
  "&:focus-visible": { outline: "3px solid $focus" },
});
const Logo = styled("img", { display: "block", objectFit: "contain" });
const MainNav = styled("nav", { display: "flex", gap: "$4", "@upToTablet": { display: "none" } });
const navLinkStyle = {
  color: "$headerText",
  fontWeight: 600,
  textDecoration: "none",
  padding: "$2 0",
  "&:hover": { color: "$primary" },
  "&:focus-visible": { outline: "3px solid $focus" },
};
const NavLink = styled(Link, navLinkStyle);
const supportLink = css(navLinkStyle);
const businessLink = css(navLinkStyle);
const SearchSlot = styled("div", { flex: 1, display: "flex", justifyContent: "center", minWidth: 0 });
const MenuTrigger = styled("div", { display: "flex", alignItems: "center", gap: "$1" });
const Chevron = styled("button", {
  display: "grid",
  placeItems: "center",
  width: "28px",
  height: "28px",
  border: "none",
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  borderRadius: "$sm",
  "&[aria-expanded='true'] svg": { transform: "rotate(180deg)" },
  "&:focus-visible": { outline: "3px solid $focus" },
});
const Spacer = styled("div", { flex: 1 });
const HeaderMarks = styled("div", { display: "none", "@large": { display: "block" } });
const Icons = styled("div", { display: "flex", alignItems: "center", gap: "$3" });
const IconLink = styled(Link, {
  position: "relative",
  color: "$headerText",
  display: "grid",
  placeItems: "center",
  width: "44px",
  height: "44px",
});
const Badge = styled("span", {
  position: "absolute",
  top: "2px",
  right: "0",
  minWidth: "18px",
  height: "18px",
  borderRadius: "$pill",
  background: "$badge",
  color: "$onBadge",
  fontSize: "11px",
  fontWeight: 700,
  display: "grid",
  placeItems: "center",
});
const MenuButton = styled("button", {
  display: "none",
  width: "44px",
  height: "44px",
  border: "none",
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  "@upToTablet": { display: "grid", placeItems: "center" },
  "&:focus-visible": { outline: "3px solid $focus" },
  "[data-mobile-menu] &": { display: "grid", placeItems: "center" },
});
const Warning = styled("p", {
  margin: 0,
  padding: "$2 $4",
  background: "$warningBg",
  color: "$warningText",
  textAlign: "center",
  fontSize: "$sm",
});
const Info = styled("p", { margin: 0, padding: "$2 $4", background: "$surface", textAlign: "center", fontSize: "$sm" });
