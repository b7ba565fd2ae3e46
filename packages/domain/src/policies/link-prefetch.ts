/** What the browser tells about the visitor's connection (Network Information API), if anything. */
export interface ConnectionHint {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

/**
 * Spec public-site 9: links are not prefetched on slow connections (2G or slower) or when the
 * visitor asked to save data. Without a hint, prefetching goes ahead.
 */
export function shouldPrefetchLinks(connection?: ConnectionHint): boolean {
  if (connection === undefined) return true;
  if (connection.saveData === true) return false;
  return !/(^|-)2g$/i.test(connection.effectiveType ?? '');
}
