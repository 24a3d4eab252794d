/**
 * Who is visiting, learned by the browser (ADR 027). Shared pages are rendered for no one in
 * particular, so the header's basket count and account menu come from one small API call after
 * hydration — made only when the session cookie's readable marker says there is a session, and again
 * after a form post (the root data is revalidated then). Without JavaScript the header's links work
 * as they are: the basket and account pages render with the visitor's own session.
 */
import { type ReactNode, startTransition, useEffect, useState } from "react";
import { browserRequest } from "../api/browser";
import { graphql } from "../api/generated/browser";
import type { VisitorQuery } from "../api/generated/browser/graphql";
import {
  ANONYMOUS_VISITOR,
  sessionMarkerName,
  shellOf,
  useRootData,
  VisitorContext,
  type VisitorData,
} from "../storefront/shell";

/** The API query behind the header: the server's (shell.server.ts) and the browser's. */
export const VISITOR = graphql(`
  query visitor($userData: UserDataInput!) {
    cartQuantity(userData: $userData) { cart { qty } }
    getUserInfo(userData: $userData) { user { mainProfile { email firstName } } }
  }
`);

export function visitorOf(result: VisitorQuery): VisitorData {
  const user = result.getUserInfo.user;
  return {
    basketCount: result.cartQuantity.cart.qty,
    user: user ? { email: user.mainProfile.email, firstName: user.mainProfile.firstName } : null,
  };
}

export function VisitorProvider({ children }: { children: ReactNode }) {
  const root = useRootData();
  const [learned, setLearnedNow] = useState<VisitorData | null>(null);
  useEffect(() => {
    // A transition: parts of the page still hydrating (lazy menus, Suspense) finish first instead of
    // being thrown away and rendered again on the client (React error 421).
    const setLearned = (visitor: VisitorData) => startTransition(() => setLearnedNow(visitor));
    // A personal page's root data says who it is; a page without a shell has no one to ask about.
    if (!root || root.visitor) return;
    const shell = shellOf(root);
    const marker = `${sessionMarkerName(shell.sf.storeId)}=1`;
    if (!document.cookie.split(/;\s*/).includes(marker)) return void setLearned(ANONYMOUS_VISITOR);
    const controller = new AbortController();
    browserRequest(shell, VISITOR, {}, { signal: controller.signal }).then(
      (result) => setLearned(visitorOf(result)),
      // Not answered (offline, aborted): the header stays as it is, its links still work.
      () => {},
    );
    return () => controller.abort();
  }, [root]);
  return <VisitorContext.Provider value={learned}>{children}</VisitorContext.Provider>;
}
