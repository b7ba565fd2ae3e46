/**
 * Spec public-site 4: in next-release mode, cache keys get this prefix. Its `|` never occurs in the
 * encoded parts, so a prefixed key cannot equal a key of the normal mode.
 */
const nextReleaseKeyPrefix = 'next-release|';

/**
 * The cache key of a piece of data, e.g. `['service-product', 'en', 'cutter']` for a product detail
 * (spec public-site 7). Next-release mode gets keys of its own, so the two modes never share
 * entries. Each part is percent-encoded, so parts containing the separator cannot collide.
 */
export function cacheKey(parts: readonly [string, ...string[]], nextRelease = false): string {
  const key = parts.map((part) => encodeURIComponent(part)).join(':');
  return nextRelease ? nextReleaseKeyPrefix + key : key;
}

/**
 * The parts `cacheKey` joined, decoded, without the next-release prefix; `null` for a string no
 * `cacheKey` gives (a part that does not decode).
 */
export function cacheKeyParts(key: string): readonly string[] | null {
  const bare = key.startsWith(nextReleaseKeyPrefix) ? key.slice(nextReleaseKeyPrefix.length) : key;
  try {
    return bare.split(':').map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
}
