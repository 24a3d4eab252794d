/** Business customers of a storefront: the sales inbox of quote requests and what the business pages show. */
import type { StorefrontInput } from "../../app/storefront/schema";

type Business = StorefrontInput["business"];

/** The sales inbox is `sales@` at the domain of the storefront's customer-service address. */
export function business(contactEmail: string, options: Omit<Business, "salesEmail"> = {}): Business {
  return { salesEmail: `sales@${contactEmail.split("@")[1]}`, ...options };
}
