/**
 * The reorder page `/nabestellen/` (spec §2; issue 14): a source's packages at today's prices and
 * availability, the product details modal (`&details=`), and the form posts that put them in the basket
 * — all, or one package (`intent=one`) — through the API's `reorder`, then on to the basket. A source
 * that is not one (unknown uuid, another storefront's order, a card outside the redeem session) is a
 * friendly not-found state with status 404, never an error page.
 */
import { msg } from "@lingui/core/macro";
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import { readForm } from "../forms/read-form.server";
import { getI18n } from "../i18n/i18n";
import { seoForScreen } from "../seo/seo.server";
import { href } from "../storefront/links";
import { packageView, REORDER, type ReorderPackageView, sourceKind, VIEW } from "./api-docs.server";
import { type ReorderSourceQuery, sourceOfSearch } from "./reorder-links";

export interface ReorderPageData {
  source: ReorderSourceQuery | null;
  kind: "order" | "card" | null;
  /** null: not found. */
  packages: ReorderPackageView[] | null;
  /** The package whose details modal is open. */
  details: ReorderPackageView | null;
}

export interface ReorderActionData {
  errors: ApiError[];
  unavailable: string[];
}

/** The page's data (the loader's, without its status). */
export async function reorderPageData(context: AppLoadContext, request: Request) {
  const url = new URL(request.url);
  const source = sourceOfSearch(url.searchParams);
  const i18n = await getI18n(context.language);
  const view = source ? (await context.api.request(VIEW, source)).reorderView : null;
  const packages = view?.source ? view.packages.map(packageView) : null;
  const detailsId = url.searchParams.get("details");
  const page: ReorderPageData = {
    source: packages ? source : null,
    kind: sourceKind(view?.source ?? null),
    packages,
    details: packages?.find((p) => p.id === detailsId) ?? null,
  };
  const seo = seoForScreen(context, request, {
    routeId: "reorder",
    title: `${i18n._(msg`Order again`)} | ${context.storefront.brandName}`,
    noindex: true,
  });
  return { ...page, seo };
}

/** The loader: the page's data, with status 404 when the source is not found. */
export async function loadReorder(context: AppLoadContext, request: Request) {
  const page = await reorderPageData(context, request);
  return data(page, { status: page.packages ? 200 : 404 });
}

export async function reorderAction(context: AppLoadContext, request: Request): Promise<ReorderActionData> {
  const source = sourceOfSearch(new URL(request.url).searchParams);
  const form = await readForm(request);
  if (!source) return { errors: [apiError(ErrorCode.NotFound)], unavailable: [] };
  const packageId = form.get("intent") === "one" ? String(form.get("packageId") ?? "").slice(0, 64) : null;
  const { reorder } = await context.api.request(REORDER, { ...source, packageIds: packageId ? [packageId] : null });
  if (!reorder.order) return { errors: reorder.errors, unavailable: reorder.unavailable };
  throw redirect(href(context.storefront, "basket"));
}
