/**
 * Form passes handed out by pages (issue 44; captcha.server.ts): a page that shows a form with the
 * human check issues one pass for its forms, bound to the visitor's session — the visitor gets a
 * session (and its cookie) here when it has none yet. A shared page (the page cache, a CDN: ADR 027)
 * is the same for everyone and must never carry one: it gets none, and saying so is a bug.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { HumanCheckForm } from "./captcha.server";

export async function issueFormPass(context: AppLoadContext, forms: readonly HumanCheckForm[]): Promise<string> {
  if (context.shared) throw new Error("A shared page cannot carry a form pass: it would be handed to everyone");
  const session = await context.session.ensure();
  return context.services.captcha.formPass({ sessionId: session.id, forms });
}
