import type { MediaRelease } from './MediaRelease';

/** One media release on its own page (spec public-site 2.1, `/media-releases/{slug}`). */
export interface MediaReleaseDetail extends MediaRelease {
  /** The release's text; contains markup. */
  readonly body: string;
  /** The language the text is in, which may be a fallback of the one asked for. */
  readonly contentLanguage: string;
}
