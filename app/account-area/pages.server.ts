/**
 * The account area's pages (spec §2 /account/overzicht/, /account/bestellingen/; §6): the overview
 * (greeting, latest orders, the other account pages), the paged orders with the order details URL
 * modal (`?order={uuid}`), and the invoice download (`/account/factuur.pdf?order={uuid}`). Anonymous
 * visitors go to identify and come back after login (accounts/account-guard.server.ts). Everything
 * here is personal: private, never stored.
 */
import { msg } from "@lingui/core/macro";
import { type AppLoadContext, redirect } from "@remix-run/node";
import { PRIVATE_HEADERS, requireAccount } from "../accounts/account-guard.server";
import { changePasswordAction } from "../accounts/auth-pages.server";
import { challengeUrl } from "../accounts/captcha-url";
import { issueFormPass } from "../accounts/form-pass.server";
import { type ApiError, apiError } from "../api/errors";
import { readForm } from "../forms/read-form.server";
import { getI18n } from "../i18n/i18n";
import { seoForScreen } from "../seo/seo.server";
import { ACCOUNT_PAGES } from "../storefront/account-pages";
import { href } from "../storefront/links";
import { ACCOUNT_INVOICE, ACCOUNT_ORDER, ACCOUNT_ORDERS, orderDetailsView, orderView } from "./api-docs.server";

export const ORDERS_PER_PAGE = 10;
/** The overview shows the latest few. */
const LATEST = 3;

const UUID = /^[0-9a-f-]{36}$/;

export async function loadOverview(context: AppLoadContext, request: Request) {
  const user = await requireAccount(context, "account-overview");
  const [i18n, { accountOrders }] = await Promise.all([
    getI18n(context.language),
    context.api.request(ACCOUNT_ORDERS, { paging: { itemsPerPage: LATEST, pageNumber: 1 } }),
  ]);
  const sf = context.storefront;
  const url = new URL(request.url);
  return {
    user,
    // The change-password modal (spec §2 account modals) opens on the overview: `?modal=change-password`.
    modal: url.searchParams.get("modal"),
    passwordChanged: url.searchParams.get("password") === "changed",
    challengeUrl: challengeUrl(context.basename),
    formPass: await issueFormPass(context, ["changePassword"]),
    orders: accountOrders.orders.map(orderView),
    orderCount: accountOrders.total,
    pages: ACCOUNT_PAGES.filter((id) => id !== "account-overview"),
    timeZone: sf.checkout.timeZone,
    seo: seoForScreen(context, request, {
      routeId: "account-overview",
      title: `${i18n._(msg`My account`)} | ${sf.brandName}`,
      noindex: true,
    }),
  };
}

/** A page number of the path: absent is 1; anything but a number is no page of this list. */
function pageNumberOf(segment: string | undefined): number {
  if (segment === undefined) return 1;
  if (!/^\d{1,6}$/.test(segment) || Number(segment) < 2) throw new Response("Not Found", { status: 404 });
  return Number(segment);
}

export async function loadOrders(context: AppLoadContext, request: Request, segment: string | undefined) {
  const user = await requireAccount(context, "account-orders");
  const pageNumber = pageNumberOf(segment);
  const url = new URL(request.url);
  const uuid = url.searchParams.get("order");
  const invoiceError = Number(url.searchParams.get("invoiceError")) || null;
  const [i18n, { accountOrders }, details] = await Promise.all([
    getI18n(context.language),
    context.api.request(ACCOUNT_ORDERS, { paging: { itemsPerPage: ORDERS_PER_PAGE, pageNumber } }),
    uuid ? context.api.request(ACCOUNT_ORDER, { uuid: uuid.slice(0, 64) }) : null,
  ]);
  const sf = context.storefront;
  // Past the last page (orders are never removed, but the account may have fewer): the last one.
  if (pageNumber > Math.max(1, accountOrders.pageCount)) {
    throw redirect(href(sf, "account-orders", { page: accountOrders.pageCount }), { headers: PRIVATE_HEADERS });
  }
  const detailErrors: ApiError[] = details?.accountOrder.errors ?? [];
  return {
    user,
    orders: accountOrders.orders.map(orderView),
    total: accountOrders.total,
    page: pageNumber,
    pageCount: accountOrders.pageCount,
    /** The order of the details modal (`?order=`), or why it cannot be shown. */
    details: details?.accountOrder.order ? orderDetailsView(details.accountOrder.order) : null,
    detailsUuid: uuid,
    detailsError: detailErrors[0] ?? null,
    invoiceError: invoiceError ? apiError(invoiceError, "uuid") : null,
    timeZone: sf.checkout.timeZone,
    seo: seoForScreen(context, request, {
      routeId: "account-orders",
      title: `${i18n._(msg`My orders`)} | ${sf.brandName}`,
      noindex: true,
    }),
  };
}

export type OverviewData = Awaited<ReturnType<typeof loadOverview>>;
export type OrdersData = Awaited<ReturnType<typeof loadOrders>>;

/**
 * The invoice PDF of an order of the account (spec §3 invoice download; owner only). Refused — not the
 * account's, not paid yet — the orders page says why, with the order's details open.
 */
export async function loadInvoice(context: AppLoadContext, request: Request): Promise<Response> {
  await requireAccount(context, "account-orders");
  const uuid = new URL(request.url).searchParams.get("order") ?? "";
  const { accountInvoice } = UUID.test(uuid)
    ? await context.api.request(ACCOUNT_INVOICE, { uuid })
    : { accountInvoice: { fileName: null, pdf: null, errors: [] as ApiError[] } };
  if (!accountInvoice.pdf || !accountInvoice.fileName) {
    const code = accountInvoice.errors[0]?.code;
    const query = new URLSearchParams(code ? { invoiceError: String(code) } : {});
    throw redirect(`${href(context.storefront, "account-orders")}${query.size ? `?${query}` : ""}`, {
      headers: PRIVATE_HEADERS,
    });
  }
  const pdf = Buffer.from(accountInvoice.pdf, "base64");
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${accountInvoice.fileName.replace(/[^\w.-]/g, "")}"`,
      "Content-Length": String(pdf.length),
      "X-Content-Type-Options": "nosniff",
      ...PRIVATE_HEADERS,
    },
  });
}

/** The overview's form: changing the password in its modal (accounts/auth-pages.server.ts), then back with a notice. */
export async function overviewAction(context: AppLoadContext, request: Request) {
  await requireAccount(context, "account-overview");
  const formData = await readForm(request);
  return changePasswordAction(context, formData, `${href(context.storefront, "account-overview")}?password=changed`);
}
