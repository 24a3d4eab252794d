/**
 * A form post's fields. A body that is no form (another content type, a broken multipart or
 * percent-encoding: nothing a browser's form sends) is read as an empty form, so the action answers
 * with its field errors in the page's language instead of failing with a 500 (issue 18, ADR 030).
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
