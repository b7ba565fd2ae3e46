import { storedMediaReleases, storedStories, storedStoryContacts } from './items-data';
import {
  eventsAnswer,
  investorDataAnswer,
  locationsAnswer,
  mediaReleaseAnswer,
  type LocationsFilter,
} from './items-collections';
import { newsFeedPage } from './items-news-feed';
import {
  filteredStories,
  storiesOf,
  storyAnswer,
  storyContactAnswer,
  storyContactsByName,
  usedStoryCategories,
  type ItemsContext,
  type StoriesFilter,
} from './items-stories';

/** The resolvers of `items-schema.ts`; the context is the content service's plus yoga's request. */
export const itemsResolvers = {
  Query: {
    stories: (_: unknown, args: StoriesFilter, context: ItemsContext) =>
      filteredStories(args).map((story) => storyAnswer(story, context)),
    story: (_: unknown, args: { slug: string }, context: ItemsContext) => {
      const story = storedStories.find((candidate) => candidate.slug === args.slug);
      return story === undefined ? null : storyAnswer(story, context);
    },
    storyCategories: (_: unknown, __: unknown, context: ItemsContext) =>
      usedStoryCategories(context.languages),
    storyContacts: (_: unknown, __: unknown, context: ItemsContext) =>
      storyContactsByName().map((contact) => storyContactAnswer(contact, context)),
    storyContact: (_: unknown, args: { slug: string }, context: ItemsContext) => {
      const contact = storedStoryContacts.find((candidate) => candidate.slug === args.slug);
      return contact === undefined ? null : storyContactAnswer(contact, context);
    },
    relatedStories: (_: unknown, args: { productSlug: string }, context: ItemsContext) =>
      storedStories
        .filter((story) => story.relatedProductSlugs.includes(args.productSlug))
        .map((story) => storyAnswer(story, context)),
    mediaReleases: (_: unknown, args: { adhoc?: boolean | null }, context: ItemsContext) =>
      storedMediaReleases
        .filter((release) => args.adhoc == null || release.adhoc === args.adhoc)
        .map((release) => mediaReleaseAnswer(release, context)),
    mediaRelease: (_: unknown, args: { slug: string }, context: ItemsContext) => {
      const release = storedMediaReleases.find((candidate) => candidate.slug === args.slug);
      return release === undefined ? null : mediaReleaseAnswer(release, context);
    },
    newsFeed: (
      _: unknown,
      args: { first?: number | null; after?: string | null },
      context: ItemsContext,
    ) => newsFeedPage(args, context),
    events: (_: unknown, __: unknown, context: ItemsContext) => eventsAnswer(context),
    investorData: (_: unknown, __: unknown, context: ItemsContext) => investorDataAnswer(context),
    locations: (_: unknown, args: LocationsFilter, context: ItemsContext) =>
      locationsAnswer(args, context),
  },
  StoryContact: {
    // Resolved only when asked for, so a story's contacts do not list that story's stories again.
    stories: (contact: { slug: string }, _: unknown, context: ItemsContext) =>
      storiesOf(contact.slug).map((story) => storyAnswer(story, context)),
  },
};
