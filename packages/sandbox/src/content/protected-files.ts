import type { SitePage } from './content-data';
import { storedPages } from './content-data';

/** A page that offers a protected file: what a visitor's access to the file depends on. */
export interface ProtectedFilePage {
  readonly siteId: string;
  readonly url: string;
  readonly protection: string;
}

/** A media file that only protected pages offer, with those pages. */
export interface ProtectedFile {
  readonly url: string;
  readonly pages: readonly ProtectedFilePage[];
}

/** Every `/media/…` path a value names, at any depth (download blocks, images, teasers). */
function mediaPaths(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('/media/')) into.add(value.split(/[?#]/)[0] ?? value);
  } else if (Array.isArray(value)) {
    for (const item of value) mediaPaths(item, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) mediaPaths(item, into);
  }
  return into;
}

/** The files of a page's published version, in every language. */
function filesOf(page: SitePage): Set<string> {
  return mediaPaths(
    Object.values(page.published).map((translation) => translation.blocks),
    new Set(),
  );
}

/**
 * The files protected pages offer and no open page does, as a headless CMS answers which entries
 * link to an asset: a file an open page shows too is anyone's anyway.
 */
export function protectedFiles(pages: readonly SitePage[] = storedPages): readonly ProtectedFile[] {
  const open = new Set<string>();
  const guarded = new Map<string, ProtectedFilePage[]>();
  for (const page of pages) {
    const files = filesOf(page);
    if (page.protection === 'none') {
      for (const file of files) open.add(file);
      continue;
    }
    const entry = { siteId: page.siteId, url: page.path, protection: page.protection };
    for (const file of files) guarded.set(file, [...(guarded.get(file) ?? []), entry]);
  }
  return [...guarded]
    .filter(([url]) => !open.has(url))
    .map(([url, filePages]) => ({ url, pages: filePages }));
}
