import type { PageProtection } from '../content/Page';

/** A protected page that offers a file: the file needs the same access as the page. */
export interface ProtectedFilePage {
  readonly siteId: string;
  /** The page's address within its site, as `Page.url`. */
  readonly url: string;
  readonly protection: PageProtection;
}

/** A media file (its path on the content service, e.g. `/media/downloads/x.pdf`) and its pages. */
export interface ProtectedFile {
  readonly url: string;
  /** Any one of them opened gives the file. */
  readonly pages: readonly ProtectedFilePage[];
}

/**
 * The content service's answer to "which files do only protected pages offer" (a headless CMS's
 * "entries linking to this asset"): every other file is anyone's.
 */
export interface ProtectedMedia {
  protectedFiles(): Promise<readonly ProtectedFile[]>;
}
