import type { ReactNode } from "react";
import type { LinkData, MenuLinkData } from "../storefront/shell";
import { Link } from "./Link";

/**
 * spec §2: links to the shop's own site are relative (Remix prefixes the storefront + language
 * basename); external links open in a new tab.
 */
export function SmartLink({
  link,
  children,
  className,
}: {
  /** A menu link shows its title; a bare link its children. */
  link: MenuLinkData | LinkData;
  children?: ReactNode;
  className?: string;
}) {
  if (link.type === "relative") {
    return (
      <Link to={link.href} className={className} prefetch="intent">
        {children ?? ("title" in link ? link.title : null)}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
      {children ?? ("title" in link ? link.title : null)}
    </a>
  );
}
