/** GET <storefront>/captcha: a fresh ALTCHA challenge (spec §5 human check). */
import type { LoaderFunctionArgs } from "@remix-run/node";

export async function loader({ context }: LoaderFunctionArgs) {
  return new Response(JSON.stringify(await context.services.captcha.challenge()), {
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });
}
