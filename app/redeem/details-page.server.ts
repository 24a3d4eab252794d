/**
 * The card details page `/kaartgegevens/` and its PDF voucher (spec §2 "voucher details after
 * activation"; issue 14): the cards of the visitor's redeem session, read through the API with the
 * token of the redeem-path cookie. Without a session that opens — none, expired, another shop's,
 * tampered — the page explains where card details come from and links to the balance check (200,
 * nothing personal). `/kaartgegevens/voucher?card=<id>` (a resource route) answers a card of the session's
 * voucher as a PDF download; a card not in the session goes to the page.
 */
import { msg } from "@lingui/core/macro";
import { type AppLoadContext, redirect } from "@remix-run/node";
import type { ApiError } from "../api/errors";
import { getI18n } from "../i18n/i18n";
import { seoForScreen } from "../seo/seo.server";
import { href } from "../storefront/links";
import { CARD_DETAILS, type CardDetailsView } from "./details-api.server";
import { voucherPdf } from "./voucher-pdf.server";

async function sessionCards(context: AppLoadContext): Promise<{ cards: CardDetailsView[]; error: ApiError | null }> {
  // No cookie: nothing to ask the API (its answer would be "invalid token", which is no news to a visitor).
  if (!context.redeemToken) return { cards: [], error: null };
  const { cardDetails } = await context.api.request(CARD_DETAILS);
  return cardDetails.status
    ? { cards: cardDetails.cards, error: null }
    : { cards: [], error: cardDetails.errors[0] ?? null };
}

/** The voucher of a card as a download: private, never stored. */
async function voucherResponse(context: AppLoadContext, card: CardDetailsView): Promise<Response> {
  const pdf = await voucherPdf(card, {
    storefront: context.storefront,
    language: context.language,
    i18n: await getI18n(context.language),
  });
  const lastDigits = card.maskedNumber.replace(/\D/g, "");
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${context.storefront.code}-${lastDigits}.pdf"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export async function loadCardDetails(context: AppLoadContext, request: Request) {
  const [i18n, session] = await Promise.all([getI18n(context.language), sessionCards(context)]);
  const sf = context.storefront;
  return {
    cards: session.cards,
    sessionError: session.error,
    balanceCheckHref: href(sf, "balance-check"),
    brandName: sf.brandName,
    timeZone: sf.checkout.timeZone,
    seo: seoForScreen(context, request, {
      routeId: "card-details",
      title: `${i18n._(msg`Card details`)} | ${sf.brandName}`,
      noindex: true,
    }),
  };
}

export type CardDetailsData = Awaited<ReturnType<typeof loadCardDetails>>;

/** The voucher PDF of a card of the session; another card (or none) goes to the page, which says what there is. */
export async function loadCardVoucher(context: AppLoadContext, cardId: string): Promise<Response> {
  const session = await sessionCards(context);
  const card = session.cards.find((c) => String(c.id) === cardId);
  if (!card) {
    throw redirect(href(context.storefront, "card-details"), { headers: { "Cache-Control": "private, no-store" } });
  }
  return voucherResponse(context, card);
}
