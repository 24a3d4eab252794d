/**
 * Mails of the account (issue 15): the forgot-password mail with its new-password link, in the
 * language of the page it was asked on. Queued in the transaction that stores the link's token.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Storefront } from "../storefront/storefront";
import type { Executor, JobQueue } from "./jobs.server";
import { queueMail } from "./mail.server";
import { compose } from "./mails.server";

export function passwordResetMail(i18n: I18n, storefront: Pick<Storefront, "brandName" | "contact">, link: string) {
  return compose(storefront, i18n._(msg`Set a new password`), [
    i18n._(msg`You asked for a new password for your account. Choose it with this link:`),
    { link: i18n._(msg`Set a new password`), href: link },
    i18n._(msg`The link works once and for one hour. If you did not ask for it, you can ignore this e-mail.`),
  ]);
}

export async function queuePasswordResetMail(
  executor: Executor,
  jobs: JobQueue,
  mail: { storefront: Storefront; i18n: I18n; to: string; link: string; key: string },
): Promise<void> {
  const content = passwordResetMail(mail.i18n, mail.storefront, mail.link);
  await queueMail(executor, jobs, {
    storeId: mail.storefront.storeId,
    orderId: null,
    kind: "password-reset",
    dedupeKey: `password-reset:${mail.key}`,
    to: mail.to,
    from: mail.storefront.contact.email,
    ...content,
  });
}
