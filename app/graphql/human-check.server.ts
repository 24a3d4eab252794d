/**
 * The human check of an API call (spec §5, §7; issue 44). A solved ALTCHA challenge counts wherever
 * it comes from; a form pass only when the page's own action hands it on in process (`inProcess`, set
 * by the in-process client alone — no header or field of an HTTP call can set it) and only for the
 * visitor's session and one of the forms it was issued for. A script that scrapes passes from pages and
 * posts them to /graphql gets "human check failed".
 */
import type { HumanCheckForm } from "../accounts/captcha.server";
import type { ApiContext } from "./context.server";

export async function humanCheck(
  ctx: ApiContext,
  token: string | null | undefined,
  form: HumanCheckForm,
  options: { solvedOnly?: boolean } = {},
): Promise<boolean> {
  const passAllowed = ctx.inProcess && !options.solvedOnly && token?.startsWith("pass.");
  const passSession = passAllowed ? ((await ctx.session.current())?.id ?? null) : null;
  return ctx.services.captcha.verify(token, { form, passSession });
}
