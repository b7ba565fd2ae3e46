/** The caches a tier shared by instances (Redis) holds, each under a prefix of its own. */
export const sharedCacheNames = {
  data: 'data',
  page: 'page',
  lastGood: 'last-good',
} as const;

export type SharedCacheName = (typeof sharedCacheNames)[keyof typeof sharedCacheNames];

/**
 * The start of every key a cache keeps in a shared tier (DESIGN.md "Scaling past one machine"):
 * the product's build, so the instances of two builds side by side during a deploy never read each
 * other's HTML or data, and the cache's name, so clearing one cache leaves the others. The build is
 * percent-encoded (no `:` left in it), so no prefix is the start of another's.
 */
export function sharedCacheKeyPrefix(build: string, cache: SharedCacheName): string {
  return `kmx:${encodeURIComponent(build)}:${cache}:`;
}
