import { shouldPrefetchLinks, type ConnectionHint } from '../policies/link-prefetch';
import { maxConcurrentRoutePreloads } from '../policies/site-constants';

/**
 * Spec public-site 9: at most 4 route preloads at once, and none on slow connections or in
 * data-saver mode. A preload refused here is dropped, not queued: it is only a head start.
 */
export function mayStartPreload(inFlight: number, connection?: ConnectionHint): boolean {
  return inFlight < maxConcurrentRoutePreloads && shouldPrefetchLinks(connection);
}
