import { cacheKeyParts } from './cache-key';
import type { CachePurge } from './cache-purge';
import { purgePath } from './cache-purge';

/**
 * Whether a purge drops a cache key: every key for `all`; for pages, the keys that hold them in
 * every variant, read from the keys' own parts rather than enumerated:
 * - the whole-page cache's `pageCacheKey` (`page`, site, locale, prefixed, path, measurement
 *   system), whose path is a named path;
 * - the content source's `page-by-path` (path last) and `page-by-id` (id last) data;
 * - every `navigation-tree`: menus show the pages' titles, and the trees are few and cheap.
 * Each key kind is matched by its operation name, so a path never matches an id's key.
 */
export function isPurgedKey(key: string, purge: CachePurge): boolean {
  if (purge.kind === 'all') return true;
  const parts = cacheKeyParts(key);
  if (parts === null) return false;
  const [operation, ...rest] = parts;
  switch (operation) {
    case 'page':
      return namesPath(purge, rest[3]);
    case 'page-by-path':
      return namesPath(purge, rest.at(-1));
    case 'page-by-id':
      return rest.length > 0 && purge.ids.includes(rest.at(-1) ?? '');
    case 'navigation-tree':
      return true;
    default:
      return false;
  }
}

function namesPath(
  purge: Extract<CachePurge, { kind: 'pages' }>,
  path: string | undefined,
): boolean {
  if (path === undefined) return false;
  // A page key's path is as the address wrote it (percent-encoded), the purge's decoded.
  const normal = purgePath(path.startsWith('/') ? path : `/${path}`);
  return normal !== null && purge.paths.includes(normal);
}
