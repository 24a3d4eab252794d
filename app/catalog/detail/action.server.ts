/**
 * The product page's form post. It validates the selection with the form's own schema; adding it to
 * the basket is the basket's part (it arrives with the basket and checkout): until then a valid
 * selection is answered with its summary, nothing more is claimed.
 */
import { parseWithValibot } from "@conform-to/valibot";
import type { AppLoadContext } from "@remix-run/node";
import { getI18n } from "../../i18n/i18n";
import { loadProductPage } from "./load.server";
import { purchaseSchema, selectionTotal } from "./purchase";

export async function productAction(context: AppLoadContext, request: Request, slug: string) {
  const [page, i18n, formData] = await Promise.all([
    loadProductPage(context, request, slug),
    getI18n(context.language),
    request.formData(),
  ]);
  const submission = parseWithValibot(formData, { schema: purchaseSchema(page.rules, i18n) });
  if (submission.status !== "success") return { result: submission.reply(), selection: null };
  const { deliveryType, amount, quantity } = submission.value;
  return {
    result: submission.reply(),
    selection: { deliveryType, amount, quantity, total: selectionTotal(submission.value) },
  };
}
