/**
 * The owner of an account whose password is being guessed hears of it (issue 44): once per window of
 * the per-account limit, in the account's language — the language of its latest order, else the
 * storefront's own (an account keeps no language of its own) — with a link to choose a new password.
 */
import { randomUUID } from "node:crypto";
import { ownerToNotify } from "../accounts/login-limits.server";
import { queueLoginNoticeMail } from "../fulfilment/account-mails.server";
import { serverI18n } from "../i18n/server-i18n.server";
import { href } from "../storefront/links";
import type { Language } from "../storefront/vocabulary";
import type { ApiContext } from "./context.server";

export async function noticeOwner(ctx: ApiContext, email: string): Promise<void> {
  const sf = ctx.storefront;
  const owner = await ownerToNotify({ db: ctx.db, limits: ctx.services.limits }, sf.storeId, email);
  if (!owner) return;
  const latest = await ctx.db
    .selectFrom("orders")
    .select("language")
    .where("store_id", "=", sf.storeId)
    .where("customer_id", "=", owner.customerId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  const language = sf.languages.includes(latest?.language as Language)
    ? (latest?.language as Language)
    : sf.defaultLanguage;
  await queueLoginNoticeMail(ctx.db, ctx.services.jobs, {
    storefront: sf,
    i18n: await serverI18n(language),
    to: owner.email,
    link: `${ctx.baseUrl}${href(sf, "forgot-password")}`,
    key: `${sf.storeId}:${owner.customerId}:${randomUUID()}`,
  });
}
