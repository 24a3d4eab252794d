/**
 * A form post's fields. A body that is no form (another content type, a broken multipart or
 * percent-encoding: nothing a browser's form sends) is read as an empty form, so the action answers
 * with its field errors in the page's language instead of failing with a 500 (issue 18, ADR 030).
 * Every action reads its form through this.
 */
export async function readForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return new FormData();
  }
  // NUL is no character a visitor types, and PostgreSQL's text cannot hold it (a query with one fails):
  // it becomes U+FFFD, as a browser does with a lone surrogate, and the field's rules judge the rest.
  const cleaned = new FormData();
  for (const [key, value] of form) {
    cleaned.append(
      key.replaceAll("\0", "\ufffd"),
      typeof value === "string" ? value.replaceAll("\0", "\ufffd") : value,
    );
  }
  return cleaned;
}
