/**
 * The footer's content (spec §2): menu columns from store data, language-and-country switcher, payment logos
 * (at most 4 on mobile), trust marks, bottom bar with legal links, its trust marks, social icons,
 * copyright year.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { styled } from "../../../themes/stitches.config";
import { GlobeIcon } from "../../components/Icons";
import { Link } from "../../components/Link";
import { SmartLink } from "../../components/SmartLink";
import { SocialIcon } from "../../components/SocialIcon";
import { useHref, useShell } from "../../storefront/shell";
import { visibleSocialLinks } from "../../storefront/social";
import { useStoreSwitcher } from "../store-switcher/Banner";
import { TrustMarks } from "../TrustMarks";
import { useCookieModal } from "./CookieModal";
import { type FooterVariant, MOBILE_PAYMENT_LOGOS } from "./Footer";

export default function FooterBody({ variant = "default" }: { variant?: FooterVariant }) {
  const { t } = useLingui();
  // <footer data-hydrated> once its own code has hydrated it (it hydrates after the page, Footer.tsx): a
  // click on its buttons before that is lost, so a test waits for it as for <html data-hydrated>.
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    if (root.current) root.current.dataset.hydrated = "";
  }, []);
  const { sf, footerMenu, redeemMenu, year, names } = useShell();
  const href = useHref();
  const openCookies = useCookieModal();
  const openSwitcher = useStoreSwitcher();
  return (
    <Root ref={root} data-footer={variant}>
      {sf.theme.footerDecoration ? (
        <Decoration
          src={sf.theme.footerDecoration.src}
          alt=""
          width={sf.theme.footerDecoration.width}
          height={sf.theme.footerDecoration.height}
          loading="lazy"
        />
      ) : null}
      <Inner>
        <Top>
          <Brand>
            <img src={sf.theme.footerLogo} alt={sf.brandName} width={160} height={60} loading="lazy" />
            <DispatchPromise>
              <img src={sf.theme.footerClockIcon} alt="" width={24} height={24} loading="lazy" />
              <Trans>Ordered on a working day before 17:00? Shipped the same day.</Trans>
            </DispatchPromise>
          </Brand>
          {footerMenu.map((column) => (
            <Column key={column.title} aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.items.map((item) => (
                  <li key={`${item.href}-${item.title}`}>
                    <SmartLink link={item} />
                  </li>
                ))}
              </ul>
            </Column>
          ))}
        </Top>
        <Middle>
          <SwitcherButton type="button" onClick={openSwitcher} data-store-switcher-open>
            <GlobeIcon />
            <span>
              {names.country} · {names.language} · {sf.currency}
            </span>
          </SwitcherButton>
          {sf.theme.paymentLogos.length ? (
            <Logos aria-label={t`Payment methods`}>
              {sf.theme.paymentLogos.map((kind) => (
                <li key={kind}>
                  <img src={`/payment/${kind}.svg`} alt={kind} width={52} height={34} loading="lazy" />
                </li>
              ))}
            </Logos>
          ) : null}
          <TrustMarks marks={sf.theme.trustMarks} place="footer" lazy />
        </Middle>
      </Inner>
      <Bottom>
        <Inner>
          <BottomRow>
            <Legal aria-label={t`Legal`}>
              {variant === "redeem" ? (
                <>
                  {/* spec §2: the redeem variant's links go to the redeem-specific redirects. */}
                  <SmartLink link={redeemMenu.terms}>{t`Terms And Conditions`}</SmartLink>
                  <SmartLink link={redeemMenu.privacy}>{t`Privacy`}</SmartLink>
                  <SmartLink link={redeemMenu.support}>{t`Customer support`}</SmartLink>
                </>
              ) : (
                <>
                  <Link to={href("terms")}>{t`Terms And Conditions`}</Link>
                  <Link to={href("privacy")}>{t`Privacy`}</Link>
                </>
              )}
              {sf.features.cookieLink ? (
                <LinkButton type="button" onClick={openCookies} data-cookie-open>
                  {t`Cookies`}
                </LinkButton>
              ) : null}
              <Link to={href("terms")} hidden>
                {t`Disclaimer`}
              </Link>
            </Legal>
            {/* spec §3 trustMarksBottomBar: 60 px wide, by the social icons. */}
            <TrustMarks marks={sf.theme.trustMarksBottomBar} place="bottom-bar" lazy />
            <Social aria-label={t`Social media`}>
              {visibleSocialLinks(sf.theme.socialLinks).map((s) => (
                <a
                  key={s.kind}
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={s.kind}
                  data-social={s.kind}
                >
                  <SocialIcon kind={s.kind} />
                </a>
              ))}
            </Social>
            <Copyright>
              © {year} {sf.brandName}
            </Copyright>
          </BottomRow>
        </Inner>
      </Bottom>
    </Root>
  );
}

const Root = styled("footer", {
  background: "$footerBg",
  color: "$footerText",
  marginTop: "$7",
  "& a": { color: "$footerText" },
});
const Decoration = styled("img", { display: "block", width: "100%", height: "auto" });
const Inner = styled("div", { maxWidth: "$container", margin: "0 auto", padding: "0 $4" });
const Top = styled("div", {
  display: "grid",
  gap: "$5",
  padding: "$6 0",
  gridTemplateColumns: "1fr",
  "@tablet": { gridTemplateColumns: "repeat(2, 1fr)" },
  "@desktop": { gridTemplateColumns: "1.4fr repeat(3, 1fr)" },
});
const Brand = styled("div", { display: "grid", gap: "$3", alignContent: "start" });
const DispatchPromise = styled("p", {
  display: "flex",
  gap: "$2",
  alignItems: "center",
  color: "$footerMuted",
  fontSize: "$sm",
  margin: 0,
});
const Column = styled("nav", {
  "& h2": { fontSize: "$md", margin: "0 0 $3" },
  "& ul": { listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "$2" },
  "& a": { textDecoration: "none", "&:hover": { textDecoration: "underline" } },
});
const Middle = styled("div", {
  display: "flex",
  flexWrap: "wrap",
  gap: "$5",
  alignItems: "center",
  justifyContent: "space-between",
  padding: "$4 0",
  borderTop: "1px solid $footerMuted",
});
const SwitcherButton = styled("button", {
  display: "inline-flex",
  gap: "$2",
  alignItems: "center",
  minHeight: "44px",
  padding: "0 $4",
  borderRadius: "$pill",
  border: "1px solid $footerMuted",
  background: "transparent",
  color: "$footerText",
  fontSize: "$sm",
  cursor: "pointer",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});
const Logos = styled("ul", {
  listStyle: "none",
  display: "flex",
  flexWrap: "wrap",
  gap: "$2",
  padding: 0,
  margin: 0,
  "& li": { background: "$background", borderRadius: "$sm", padding: "2px" },
  "@mobile": { [`& li:nth-child(n+${MOBILE_PAYMENT_LOGOS + 1})`]: { display: "none" } },
});
const Bottom = styled("div", { background: "$footerBottomBg", fontSize: "$sm" });
const BottomRow = styled("div", {
  display: "flex",
  flexWrap: "wrap",
  gap: "$4",
  alignItems: "center",
  justifyContent: "space-between",
  padding: "$3 0",
});
const Legal = styled("nav", { display: "flex", flexWrap: "wrap", gap: "$4", alignItems: "center" });
const LinkButton = styled("button", {
  background: "none",
  border: "none",
  color: "$footerText",
  textDecoration: "underline",
  font: "inherit",
  cursor: "pointer",
  padding: 0,
  minHeight: "24px",
});
const Social = styled("nav", {
  display: "flex",
  gap: "$3",
  "& a": { display: "grid", placeItems: "center", width: "36px", height: "36px" },
});
const Copyright = styled("p", { margin: 0, color: "$footerMuted" });
