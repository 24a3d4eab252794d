/**
 * A page's CSS out of everything Stitches rendered in the process: the page gets its own components'
 * rules (variants and `css` props included) and the themes and global CSS, never another page's
 * rules, and markers that name exactly what it got — the browser's Stitches inserts the rest itself.
 */
import { createStitches } from "@stitches/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { currentCssText, getCssText as shopCssText, styled as shopStyled } from "../../themes/stitches.config";
import { pageCss, pageCssBytes } from "./page-css.server";

const { styled, getCssText, globalCss, keyframes, createTheme } = createStitches({
  theme: { colors: { primary: "#1d3f8f" } },
});
const brand = createTheme("brand", { colors: { primary: "#b3261e" } });
const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
globalCss({ body: { margin: 0 } })();

const Card = styled("article", {
  color: "$primary",
  "&:hover": { outline: "1px solid" },
  "& > h2": { fontSize: "22px" },
  "@media (min-width: 640px)": { padding: "16px" },
  variants: { size: { small: { padding: "4px" }, large: { padding: "32px" } } },
});
const Breadcrumb = styled("nav", { "& li + li::before": { content: "'{›}'" } });
const Modal = styled("dialog", { animation: `${fade} 200ms`, [`& ${Card}`]: { margin: 0 } });

const html = (element: React.ReactElement) => Buffer.from(renderToString(element));
const classes = (element: React.ReactElement) =>
  html(element)
    .toString()
    .match(/class="([^"]*)"/g)
    ?.join(" ") ?? "";

const home = createElement(
  "main",
  { className: brand.className },
  createElement(Card, { size: "small" }, createElement("h2", null, "Cadeaubon")),
  createElement(Breadcrumb, { css: { marginTop: "8px" } }, createElement("li", null, "Home")),
);
const modalPage = createElement(Modal, null, createElement(Card, { size: "large" }, "Saldo"));

describe("a page's CSS", () => {
  // Both pages rendered in one process: Stitches' text holds the rules of both.
  const homeHtml = html(home);
  const modalHtml = html(modalPage);
  const all = getCssText();

  it("keeps the page's components, variants and css props, and drops what only another page uses", () => {
    const css = pageCss(all, homeHtml);
    expect(css).toContain(`.${Card.className}{color:var(--colors-primary)}`);
    expect(css).toContain(`.${Card.className}:hover{outline:1px solid}`);
    expect(css).toContain(`.${Card.className} > h2{font-size:22px}`);
    expect(css).toMatch(/@media \(min-width: 640px\)\{\.c-[\w-]+\{padding:16px\}\}/);
    expect(css).toContain("padding:4px");
    expect(css).not.toContain("padding:32px");
    expect(css).toContain("margin-top:8px");
    expect(css).toContain("content:'{›}'");
    expect(css).not.toContain(`.${Modal.className}{`);
    // The modal's rule for a card inside it stays (a card is on the page): a rule is kept for any of
    // its class names, so a class the markers name has all of its rules.
    expect(css).toContain(`.${Modal.className} .${Card.className}{margin:0}`);
    expect(css.length).toBeLessThan(all.length);
    expect(pageCss(all, modalHtml)).toContain("padding:32px");
    expect(pageCss(all, modalHtml)).not.toContain("content:'{›}'");
  });

  it("keeps the themes and global CSS whole", () => {
    const css = pageCss(all, modalHtml);
    expect(css).toContain("--colors-primary:#1d3f8f");
    expect(css).toContain(".brand{--colors-primary:#b3261e}");
    expect(css).toContain("body{margin:0}");
    expect(css).toContain(`@keyframes ${fade.name}`);
  });

  it("names in its markers exactly the class names on the page, so the browser inserts the others", () => {
    const markers = [...pageCss(all, homeHtml).matchAll(/--sxs\{--sxs:(\d) ([^}]*)\}/g)];
    const onPage = new Set(classes(home).match(/c-[\w-]+/g));
    const named = markers.filter(([, group]) => Number(group) >= 2).flatMap(([, , names]) => names.split(" "));
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(onPage.has(name), name).toBe(true);
    expect(named).toContain(Card.className);
    expect(named).not.toContain(Modal.className);
    // Stitches' own format: the group's index first, then its rules in an @media block.
    expect(all).toContain(`--sxs{--sxs:2 ${Card.className}`);
  });

  it("is the whole CSS when the page uses everything", () => {
    const both = html(createElement("div", null, home, modalPage));
    expect(pageCss(all, both).length).toBe(all.length);
  });

  it("counts the class names of remembered fragments printed into the document (ADR 043) as its own", () => {
    // The document as React rendered it: the modal's part is a remembered fragment's marker.
    const rendered = Buffer.from(`<div>${homeHtml}<template data-fragment="0"></template></div>`);
    const printed = Buffer.from(modalHtml);
    const whole = Buffer.from(`<div>${homeHtml}${modalHtml}</div>`);
    expect(pageCssBytes(all, rendered, [printed]).toString()).toBe(pageCss(all, whole));
    // The fragment's names are read once; a second document printing it gets the same CSS.
    expect(pageCssBytes(all, rendered, [printed]).toString()).toBe(pageCss(all, whole));
    expect(pageCssBytes(all, rendered).toString()).toBe(pageCss(all, homeHtml));
  });

  it("gives pages of one kind the same CSS and every other kind its own, however they alternate", () => {
    const first = pageCss(all, homeHtml);
    const modal = pageCss(all, modalHtml);
    expect(pageCss(all, homeHtml)).toBe(first);
    expect(pageCss(all, html(home))).toBe(first);
    expect(pageCss(all, modalHtml)).toBe(modal);
    expect(modal).not.toBe(first);
  });

  it("follows Stitches' text: global CSS added after a page was cut is in that page's next CSS", () => {
    const before = pageCss(getCssText(), homeHtml);
    expect(pageCss(getCssText(), homeHtml)).toBe(before);
    // A later page's global rule (a reset, a keyframe) belongs on every page from then on.
    globalCss({ "dialog::backdrop": { background: "transparent" } })();
    const after = pageCss(getCssText(), homeHtml);
    expect(before).not.toContain("dialog::backdrop");
    expect(after).toContain("dialog::backdrop{background:transparent}");
  });
});

describe("the shop's Stitches text", () => {
  it("is made again when a class name or rule was added since, and is the same text otherwise", () => {
    const before = currentCssText();
    expect(currentCssText()).toBe(before);
    const Price = shopStyled("strong", { fontVariantNumeric: "tabular-nums" });
    renderToString(createElement(Price, null, "€ 25"));
    const after = currentCssText();
    expect(after).toContain(`.${Price.className}{font-variant-numeric:tabular-nums}`);
    // A component without styles adds a name and no rule: the markers change all the same.
    const Plain = shopStyled("span", {});
    renderToString(createElement(Plain, null, "x"));
    expect(currentCssText()).toContain(Plain.className);
    expect(currentCssText()).toBe(shopCssText());
  });
});
