import type { SearchDocument } from '../search/SearchDocument';
import { storedMediaReleases, storedStories } from './items-data';

/** Stories and media releases belong to the main site only. */
const siteIds = ['site-main'] as const;

/** Every story and media release in each language it is written in, for the search service. */
export function contentItemsSearchDocuments(): SearchDocument[] {
  const stories = storedStories.flatMap((story) =>
    Object.entries(story.translations).map(([language, text]): SearchDocument => ({
      id: `story:${story.slug}:${language}`,
      kind: 'story',
      language,
      siteIds,
      title: text.title,
      description: text.leadText,
      url: `/stories/${story.slug}`,
    })),
  );
  const mediaReleases = storedMediaReleases.flatMap((release) =>
    Object.entries(release.translations).map(([language, text]): SearchDocument => ({
      id: `media-release:${release.slug}:${language}`,
      kind: 'media-release',
      language,
      siteIds,
      title: text.title,
      description: text.leadText,
      url: `/media-releases/${release.slug}`,
    })),
  );
  return [...stories, ...mediaReleases];
}
