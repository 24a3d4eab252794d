/**
 * Every element of a render is made by React's `jsx` (or Stitches' styled wrapper around it), and on
 * the server every request renders some thousands of them. Two patches (patches/, ADR 055) make an
 * element without copying its props: React's production JSX runtime keeps the props object the
 * compiled JSX made for the call (as React 19 does), unless it carries a `key` or `ref` or the type has
 * default props; Stitches builds a styled element's props without its style props by copy instead of
 * rest-and-delete (deleting puts an object in V8's slow dictionary mode, which every later read pays
 * for), and hashes a variant's (and a global style's) object once instead of stringifying it on every
 * render.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { createStitches } from "@stitches/react";
import { createElement, type ForwardRefExoticComponent, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

// The production runtime the built server and the browser run (vitest resolves the development one).
const require = createRequire(import.meta.url);
const REACT_FOLDER = path.dirname(require.resolve("react/package.json"));
const { jsx } = require(path.join(REACT_FOLDER, "cjs/react-jsx-runtime.production.min.js")) as {
  jsx: (type: unknown, props: Record<string, unknown>, key?: string) => Made;
};

/** An element as React 18 makes it: its ref beside its props. */
type Made<P = Record<string, unknown>> = ReactElement<P> & { ref: unknown };

describe("React's production JSX runtime (patched)", () => {
  it("keeps the props object of the call: no copy per element", () => {
    const props = { id: "total", children: "€ 25,00" };
    const element = jsx("span", props);
    expect(element.props).toBe(props);
    expect(element.key).toBeNull();
    expect(renderToStaticMarkup(element)).toBe('<span id="total">€ 25,00</span>');
  });

  it("still takes a key given apart or in the props, and a ref, out of the props", () => {
    const ref = { current: null };
    expect(jsx("li", { children: "a" }, "k1").key).toBe("k1");
    const keyed = jsx("li", { key: "k2", id: "b" });
    expect([keyed.key, keyed.props]).toEqual(["k2", { id: "b" }]);
    const withRef = jsx("input", { ref, name: "pin" });
    expect([withRef.ref, withRef.props]).toEqual([ref, { name: "pin" }]);
  });

  it("still fills in a component's default props, without touching the caller's object", () => {
    const Badge = Object.assign(() => null, { defaultProps: { tone: "info" } });
    const props = { label: "new" };
    const element = jsx(Badge, props);
    expect(element.props).toEqual({ label: "new", tone: "info" });
    expect(props).toEqual({ label: "new" });
  });
});

describe("Stitches' styled elements (patched)", () => {
  const { styled } = createStitches({ media: { wide: "(min-width: 640px)" } });
  const Button = styled("button", {
    color: "black",
    variants: { size: { small: { fontSize: 12 }, large: { fontSize: 20 } }, tone: { warn: { color: "red" } } },
    compoundVariants: [{ size: "large", tone: "warn", css: { fontWeight: 700 } }],
    defaultVariants: { size: "small" },
  });
  // A styled component is a forwardRef: its render function gives the element React renders.
  const { render } = Button as unknown as ForwardRefExoticComponent<object> & {
    render: (props: object, ref: unknown) => Made;
  };

  afterEach(() => vi.restoreAllMocks());

  it("gives the element only the element's own props, its classes and a forwarded ref", () => {
    const element = render({ size: "large", tone: "warn", css: { margin: 1 }, type: "submit", children: "Pay" }, null);
    expect(Object.keys(element.props).sort()).toEqual(["children", "className", "type"]);
    expect(element.props.className).toMatch(
      /^c-\w+ c-\w+-\w+-size-large c-\w+-\w+-tone-warn c-\w+-\w+-cv c-\w+-i\w+-css$/,
    );
    const ref = { current: null };
    expect(render({ children: "Pay" }, ref).ref).toBe(ref);
    const link = render({ as: "a", href: "/winkelmandje/", children: "Basket" }, null);
    expect([link.type, Object.keys(link.props).sort()]).toEqual(["a", ["children", "className", "href"]]);
  });

  it("renders a variant's classes without stringifying its style again", () => {
    const first = renderToStaticMarkup(createElement(Button, { size: "large", tone: "warn" }, "Pay"));
    const stringify = vi.spyOn(JSON, "stringify");
    const again = renderToStaticMarkup(createElement(Button, { size: "large", tone: "warn" }, "Pay"));
    expect(again).toBe(first);
    expect(stringify).not.toHaveBeenCalled();
  });

  it("applies global styles again without stringifying them again", () => {
    const { globalCss, getCssText } = createStitches({});
    const globals = globalCss({ body: { margin: 0 } });
    globals();
    const stringify = vi.spyOn(JSON, "stringify");
    globals();
    expect(stringify).not.toHaveBeenCalled();
    expect(getCssText()).toContain("body{margin:0}");
  });

  it("names a responsive variant's classes as before: its own rule per media query", () => {
    const html = renderToStaticMarkup(createElement(Button, { size: { "@initial": "small", "@wide": "large" } }));
    expect(html).toMatch(/class="c-\w+ c-\w+-\w+-size-small c-\w+-\w+-size-large"/);
  });
});
