import type { AppLoadContext } from "@remix-run/node";

/** The product page's form post (purchase form). */
export async function productAction(_context: AppLoadContext, _request: Request, _slug: string): Promise<Response> {
  throw new Response("Method not allowed", { status: 405 });
}
