import { useLingui } from "@lingui/react/macro";
import { useLocation } from "@remix-run/react";
import { styled } from "../../../themes/stitches.config";
import { useShell } from "../../storefront/shell";

/** The same page in the storefront's other languages (a full load: the basename changes). */
export function useLanguageLinks() {
  const { sf, language, pathPrefix, names } = useShell();
  const { pathname, search } = useLocation();
  return sf.languages.map((lang) => ({
    language: lang,
    current: lang === language,
    href: `${pathPrefix}${lang === sf.defaultLanguage ? "" : `/${lang}`}${pathname}${search}`,
    label: names.languages[lang] ?? lang,
  }));
}

export function LanguageSwitcher() {
  const { t } = useLingui();
  const { sf } = useShell();
  const links = useLanguageLinks();
  if (!sf.features.languageSwitcher || links.length < 2) return null;
  return (
    <Nav aria-label={t`Language`}>
      {links.map((link) => (
        <a
          key={link.language}
          href={link.href}
          hrefLang={link.language}
          aria-current={link.current ? "true" : undefined}
          title={link.label}
        >
          {link.language.toUpperCase()}
        </a>
      ))}
    </Nav>
  );
}

const Nav = styled("nav", {
  display: "flex",
  gap: "$1",
  "& a": {
    padding: "$1 $2",
    borderRadius: "$sm",
    color: "$headerText",
    fontWeight: 600,
    fontSize: "$sm",
    textDecoration: "none",
  },
  "& a[aria-current]": { background: "$surfaceStrong" },
  "& a:focus-visible": { outline: "3px solid $focus" },
});
