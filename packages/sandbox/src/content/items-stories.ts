import { absoluteMediaUrl } from '../media/media';
import type { StoredStory, StoredStoryContact } from './items-data';
import { storedStories, storedStoryCategories, storedStoryContacts } from './items-data';
import { localised, localisedText } from './items-localise';

/** What a resolver needs to answer in the visitor's language with absolute image addresses. */
export interface ItemsContext {
  readonly languages: readonly string[];
  readonly request: Request;
}

export function contentImage(context: ItemsContext, path: string | null, alternativeText: string) {
  const url = absoluteMediaUrl(context.request.url, path);
  return url === null ? null : { url, alternativeText };
}

export function storiesOf(authorSlug: string): readonly StoredStory[] {
  return storedStories.filter((story) => story.authorSlugs.includes(authorSlug));
}

export function storyContactAnswer(contact: StoredStoryContact, context: ItemsContext) {
  const text = localisedText(contact.translations, context.languages);
  return {
    id: contact.id,
    name: contact.name,
    slug: contact.slug,
    role: text.role,
    biography: text.biography,
    image: contentImage(context, contact.image, text.imageAlt),
    storyCount: storiesOf(contact.slug).length,
  };
}

function categoryName(key: string | null, languages: readonly string[]): string | null {
  const category = storedStoryCategories.find((candidate) => candidate.key === key);
  return category === undefined ? null : localisedText(category.names, languages);
}

export function storyAnswer(story: StoredStory, context: ItemsContext) {
  const { language, value: text } = localised(story.translations, context.languages);
  // The category's name follows the language of the story's text, so a teaser reads in one language.
  const textLanguages = [language, ...context.languages];
  return {
    id: story.id,
    slug: story.slug,
    publicationDate: story.publicationDate,
    title: text.title,
    leadText: text.leadText,
    body: text.body,
    category: categoryName(story.categoryKey, textLanguages),
    categoryKey: story.categoryKey,
    image: contentImage(context, story.image, text.imageAlt),
    video:
      story.video === null
        ? null
        : {
            url: absoluteMediaUrl(context.request.url, story.video.url) ?? story.video.url,
            thumbnail: contentImage(context, story.video.thumbnail, text.title),
          },
    storyContacts: story.authorSlugs
      .map((slug) => storedStoryContacts.find((contact) => contact.slug === slug))
      .filter((contact) => contact !== undefined)
      .map((contact) => storyContactAnswer(contact, context)),
    relatedProductSlugs: story.relatedProductSlugs,
    contentLanguage: language,
  };
}

export interface StoriesFilter {
  readonly category?: string | null;
  readonly videosOnly?: boolean | null;
  readonly authorSlug?: string | null;
}

/** Newest first, each filter left out (or null) keeping everything. */
export function filteredStories(filter: StoriesFilter): readonly StoredStory[] {
  return storedStories.filter(
    (story) =>
      (filter.category == null || story.categoryKey === filter.category) &&
      (filter.videosOnly !== true || story.video !== null) &&
      (filter.authorSlug == null || story.authorSlugs.includes(filter.authorSlug)),
  );
}

/** The categories some story has, in the order the data lists them. */
export function usedStoryCategories(languages: readonly string[]) {
  return storedStoryCategories
    .filter((category) => storedStories.some((story) => story.categoryKey === category.key))
    .map((category) => ({ key: category.key, name: localisedText(category.names, languages) }));
}

export function storyContactsByName(): readonly StoredStoryContact[] {
  return [...storedStoryContacts].sort((a, b) => a.name.localeCompare(b.name));
}
