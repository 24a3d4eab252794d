/**
 * Mails of the account (issue 15): the forgot-password mail with its new-password link, in the
 * language of the page it was asked on. Queued in the transaction that stores the link's token.
 * And the notice to an account's owner that its password is being guessed (issue 44).
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

/**
 * Someone keeps trying wrong passwords for the account (issue 44): the owner hears of it, what the shop
 * does about it, and what to do. Nothing in it helps the guesser (no address, no count).
 */
export function loginNoticeMail(i18n: I18n, storefront: Pick<Storefront, "brandName" | "contact">, link: string) {
  return compose(storefront, i18n._(msg`Unusual log-in attempts on your account`), [
    i18n._(msg`Someone has tried to log in to your account several times with a wrong password.`),
    i18n._(
      msg`Your account is not blocked: you can log in as usual. While this goes on, log-ins to your account take a moment longer and need the human check.`,
    ),
    i18n._(msg`If it was not you, choose a new, strong password that you do not use anywhere else:`),
    { link: i18n._(msg`Set a new password`), href: link },
  ]);
}

export async function queueLoginNoticeMail(
  executor: Executor,
  jobs: JobQueue,
  mail: { storefront: Storefront; i18n: I18n; to: string; link: string; key: string },
): Promise<void> {
  const content = loginNoticeMail(mail.i18n, mail.storefront, mail.link);
  await queueMail(executor, jobs, {
    storeId: mail.storefront.storeId,
    orderId: null,
    kind: "login-notice",
    dedupeKey: `login-notice:${mail.key}`,
    to: mail.to,
    from: mail.storefront.contact.email,
    ...content,
  });
}
