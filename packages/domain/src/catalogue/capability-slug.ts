/**
 * Spec public-site 3.6: a capability's slug is its name lower-cased, accents stripped, punctuation
 * removed and spaces turned to hyphens. Letters of every script are kept (a Chinese name must not
 * end up empty), and runs of spaces or hyphens become one hyphen so the slug reads cleanly in a URL.
 */
export function capabilitySlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/[\s-]+/gu, '-')
    .replace(/^-|-$/g, '');
}
