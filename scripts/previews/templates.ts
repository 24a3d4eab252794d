/** The preview gallery's list of every storefront × language's key-template URLs (`/_preview/templates.json`). */
export interface TemplatesJson {
  storefronts: { code: string; language: string; templates: { kind: string; url: string }[] }[];
}

/** Asks a running shop for it; `token` is PREVIEW_TOKEN when the shop needs one (production). */
export async function loadTemplates(baseUrl: string, token: string | undefined): Promise<TemplatesJson> {
  const url = new URL("/_preview/templates.json", baseUrl);
  if (token) url.searchParams.set("token", token);
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(
      `${url.origin}/_preview/templates.json answered ${response.status}: is preview on (PREVIEW_TOKEN)?`,
    );
  }
  return (await response.json()) as TemplatesJson;
}
