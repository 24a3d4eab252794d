/** /account/gegevens/export.json — the account holder's data as JSON (issue 15). Personal: private, no-store. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { accountExport } from "../accounts/data-page.server";

export const loader = ({ context, request }: LoaderFunctionArgs) => accountExport(context, request);
