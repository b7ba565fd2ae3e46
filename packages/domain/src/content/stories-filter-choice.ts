import type { StoriesFilter } from '../view/PageView';
import type { StoryTeaser } from './StoryTeaser';

/** The query parameters of the stories filter form (a GET form, so it works without scripts). */
export const storiesFilterParameters = {
  category: 'category',
  videos: 'videos',
  author: 'author',
} as const;

/** The value of `videos` that asks for stories with a video only. */
export const videosOnlyValue = 'true';

/** How many stories "recommended reads" shows (spec public-site 2.5). */
const recommendedStoryCount = 3;

export const noStoriesFilter: StoriesFilter = {
  category: null,
  videosOnly: false,
  authorSlug: null,
};

/** What the filter may name: the category keys and author slugs that exist. */
export interface StoriesFilterOptions {
  readonly categories: readonly string[];
  readonly authors: readonly string[];
}

function single(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * Reads the filter from raw query values. Only a single text naming a category or author that
 * exists counts; anything else (missing, repeated, unknown) does not filter, so a stale link
 * still shows stories instead of an error.
 */
export function chosenStoriesFilter(
  query: { readonly category?: unknown; readonly videos?: unknown; readonly author?: unknown },
  options: StoriesFilterOptions,
): StoriesFilter {
  const category = single(query.category);
  const author = single(query.author);
  return {
    category: options.categories.find((key) => key === category) ?? null,
    videosOnly: single(query.videos)?.toLowerCase() === videosOnlyValue,
    authorSlug: options.authors.find((slug) => slug === author) ?? null,
  };
}

export function isStoriesFilterEmpty(filter: StoriesFilter): boolean {
  return filter.category === null && !filter.videosOnly && filter.authorSlug === null;
}

/** Whether the query names any stories filter parameter: such a view differs from the plain one. */
export function asksStoriesFilter(query: Readonly<Record<string, unknown>>): boolean {
  return Object.values(storiesFilterParameters).some(
    (name) => Object.hasOwn(query, name) && query[name] !== undefined && query[name] !== '',
  );
}

/** The query string of a filter (`?category=innovation&videos=true`), `''` for no filter. */
export function storiesFilterQuery(filter: StoriesFilter): string {
  const parts: string[] = [];
  if (filter.category !== null) {
    parts.push(`${storiesFilterParameters.category}=${encodeURIComponent(filter.category)}`);
  }
  if (filter.videosOnly) parts.push(`${storiesFilterParameters.videos}=${videosOnlyValue}`);
  if (filter.authorSlug !== null) {
    parts.push(`${storiesFilterParameters.author}=${encodeURIComponent(filter.authorSlug)}`);
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/**
 * "Recommended reads": the newest stories not shown already (by id), at most `count`. `stories`
 * is newest first, as the content service lists them.
 */
export function recommendedStories(
  stories: readonly StoryTeaser[],
  shownIds: readonly string[],
  count: number = recommendedStoryCount,
): readonly StoryTeaser[] {
  const shown = new Set(shownIds);
  return stories.filter((story) => !shown.has(story.id)).slice(0, Math.max(0, count));
}
