/** `placeholder("…")` marks a value still to be chosen in a new storefront's file (npm run tenants:new). */
export { placeholder } from "../../app/storefront/placeholder";
