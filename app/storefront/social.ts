import type { SocialKind } from "./vocabulary";

/** spec §2 Footer: facebook, instagram, tiktok, linkedin and pinterest are shown; twitter and youtube are hidden. */
export const SHOWN_SOCIAL: readonly SocialKind[] = ["facebook", "instagram", "tiktok", "linkedin", "pinterest"];

export function visibleSocialLinks<T extends { kind: SocialKind }>(links: readonly T[]): T[] {
  return links.filter((l) => SHOWN_SOCIAL.includes(l.kind));
}
