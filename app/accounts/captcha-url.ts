/** The human-check challenge of a storefront: served under its own prefix (spec §5 captcha). */
export function challengeUrl(basename: string) {
  return `${basename === "/" ? "" : basename}/captcha`;
}
