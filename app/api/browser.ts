/**
 * The browser's calls to the shop's API (spec §7): POST to the storefront's own /graphql with cookies,
 * userData from the page's storefront and language. Errors come back as data lists.
 */
import type { ShellData } from "../storefront/shell";

type Shell = Pick<ShellData, "basename" | "language" | "sf">;

export function apiUrl(shell: Pick<ShellData, "basename">): string {
  return `${shell.basename === "/" ? "" : shell.basename.replace(/\/$/, "")}/graphql`;
}

export function userDataOf(shell: Shell) {
  return { language: shell.language, storeID: shell.sf.storeId, countryCode: shell.sf.country };
}

export async function browserRequest<T>(
  shell: Shell,
  query: string,
  variables: Record<string, unknown> = {},
  init: { signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<T> {
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
