/**
 * The browser's calls to the shop's API (spec §7): POST to the storefront's own /graphql with cookies,
 * userData from the page's storefront and language. Errors come back as data lists.
 */
import type { ShellData } from "../storefront/shell";
import type { CallerVariables, Doc } from "./document";

type Shell = Pick<ShellData, "basename" | "language" | "sf">;

export function apiUrl(shell: Pick<ShellData, "basename">): string {
  return `${shell.basename === "/" ? "" : shell.basename.replace(/\/$/, "")}/graphql`;
}

export function userDataOf(shell: Shell) {
  return { language: shell.language, storeID: shell.sf.storeId, countryCode: shell.sf.country };
}

/** A document of app/api/generated/browser: typed from the schema (ADR 067). */
export async function browserRequest<T, V>(
  shell: Shell,
  document: Doc<T, V>,
  variables: CallerVariables<V>,
  init: { signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<T> {
  const query = document.toString();
  const response = await fetch(apiUrl(shell), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: "include",
    body: JSON.stringify({ query, variables: { userData: userDataOf(shell), ...variables } }),
    ...init,
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(body.errors?.[0]?.message ?? `API answered ${response.status}`);
  return body.data;
}
