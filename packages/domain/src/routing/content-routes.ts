import { pathFromSegments } from './path-segments';

/**
 * Spec public-site 2.2: addresses of stories and media releases (without locale prefix). Slugs are
 * encoded so that a slug always stays one path segment.
 */
export function storyRoute(slug: string): string {
  return pathFromSegments(['stories', encodeURIComponent(slug)]);
}

export function mediaReleaseRoute(slug: string): string {
  return pathFromSegments(['media-releases', encodeURIComponent(slug)]);
}

/** Spec public-site 2.1: stories by one author. */
export function storyContactRoute(author: string): string {
  return pathFromSegments(['stories', 'contacts', encodeURIComponent(author)]);
}
