/**
 * 'Log out' as a form posting to the identify page's action (spec §4 Logout success): works without
 * JavaScript; `busy` while the logout runs, so its button is disabled then (spec §4 Account dropdown).
 * The page's path goes along: from an account page the visitor goes home, from any other page back to it.
 */
import { Form, useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useHref } from "../storefront/shell";

export function LogoutForm({ children, className }: { children: (busy: boolean) => ReactNode; className?: string }) {
  const href = useHref();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "logout";
  return (
    <Form method="post" action={href("account")} className={className}>
      <input type="hidden" name="intent" value="logout" />
      <input type="hidden" name="back" value={pathname} />
      {children(busy)}
    </Form>
  );
}
