import { type LinkProps, Link as RemixLink } from "@remix-run/react";
import { useRootData } from "../storefront/shell";

/**
 * The shop's link: Remix's `<Link>` in the browser, where it navigates, prefetches on intent and lets
 * Remix discover the route. On the server a link does nothing but print `<a>`, and Remix's prints it
 * through the router's path resolution (the route matches serialised, the path resolved, the click and
 * prefetch handlers made) — a list page renders dozens. So the server prints a path of the shop's own
 * (`/…`, what `href()` builds) itself: byte for byte Remix's markup (`Link.test.tsx` compares the two),
 * which the browser's `<Link>` hydrates as its own. Anything else (relative, external, `reloadDocument`,
 * an object) is printed by Remix's.
 */
export const Link: typeof RemixLink = import.meta.env.SSR ? (ServerLink as typeof RemixLink) : RemixLink;

/** A path of the shop's own that needs no resolving: no `//`, no `.` or `..` segment (nor any `/.`). */
function isPlainPath(to: string): boolean {
  return to.charCodeAt(0) === 47 && !to.includes("//") && !to.includes("/.");
}

export function ServerLink(props: LinkProps) {
  const root = useRootData();
  const {
    to,
    prefetch: _prefetch,
    discover = "render",
    relative: _relative,
    reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    target,
    ...rest
  } = props;
  if (typeof to !== "string" || !isPlainPath(to) || reloadDocument || !root) return <RemixLink {...props} />;
  // Remix's order of attributes: the link's own, data-discover, href, target.
  return (
    <a
      {...rest}
      data-discover={discover === "render" ? "true" : undefined}
      href={hrefOf(to, root.basename)}
      target={target}
    />
  );
}

/** What react-router's `useHref` makes of an absolute path under the basename. */
function hrefOf(to: string, basename: string): string {
  const hashAt = to.indexOf("#");
  const hash = hashAt < 0 ? "" : to.slice(hashAt);
  const beforeHash = hashAt < 0 ? to : to.slice(0, hashAt);
  const searchAt = beforeHash.indexOf("?");
  const search = searchAt < 0 ? "" : beforeHash.slice(searchAt);
  const pathname = searchAt < 0 ? beforeHash : beforeHash.slice(0, searchAt);
  const joined =
    basename === "/" ? pathname : pathname === "/" ? basename : `${basename}${pathname}`.replace(/\/\/+/g, "/");
  return joined + (search === "?" ? "" : search) + (hash === "#" ? "" : hash);
}
