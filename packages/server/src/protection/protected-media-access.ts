import type { MediaAccessCheck } from '../http/media-proxy';
import type { PageAccessCheck } from './PageProtection';
import type { ProtectedFileIndex } from './ProtectedFileIndex';

/**
 * Spec public-site 2.3 for files: a file only protected pages offer needs the same access as one
 * of those pages (the access cookie of the password gate), and is then the visitor's alone.
 */
export function protectedMediaAccess(
  files: ProtectedFileIndex,
  pageAccess: PageAccessCheck,
): MediaAccessCheck {
  return async (request, path) => {
    const pages = await files.pagesOf(path);
    if (pages.length === 0) return 'public';
    return pages.some((page) => pageAccess.mayView(request, page)) ? 'granted' : 'refused';
  };
}
