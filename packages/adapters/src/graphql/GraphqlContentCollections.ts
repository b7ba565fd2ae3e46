import type {
  CompanyLocation,
  ContentEvent,
  InvestorData,
  MediaRelease,
  MediaReleaseDetail,
  StoriesByAuthor,
  StoryAuthor,
  StoryCategory,
  StoryDetail,
  StoryTeaser,
} from '@kmx/domain/content';
import type {
  CollectionRequest,
  ContentCollections,
  ContentItemRequest,
  LocationsRequest,
  MediaReleasesRequest,
  StoriesRequest,
} from '@kmx/domain/ports';
import { localeHeaders } from '@kmx/domain/translation';
import { z } from 'zod';
import {
  eventsDocument,
  investorDataDocument,
  locationsDocument,
  mediaReleaseDocument,
  mediaReleasesDocument,
  storiesByAuthorDocument,
  storiesDocument,
  storyCategoriesDocument,
  storyContactsDocument,
  storyDocument,
} from './content-items-documents';
import { toStoryDetail, toStoryTeaser } from './content-items-mapping';
import {
  companyLocationSchema,
  contentEventSchema,
  investorDataSchema,
  mediaReleaseDetailSchema,
  mediaReleaseSchema,
  storyAuthorSchema,
  storyCategorySchema,
  storyDetailSchema,
  storyTeaserSchema,
} from './content-items-schemas';
import type { GraphqlEndpointOptions } from './GraphqlEndpoint';
import { GraphqlEndpoint } from './GraphqlEndpoint';

const storiesAnswer = z.object({ stories: z.array(storyTeaserSchema) });
const storyCategoriesAnswer = z.object({ storyCategories: z.array(storyCategorySchema) });
const storyAnswer = z.object({ story: storyDetailSchema.nullable() });
const storyContactsAnswer = z.object({ storyContacts: z.array(storyAuthorSchema) });
const storiesByAuthorAnswer = z.object({
  storyContact: storyAuthorSchema.extend({ stories: z.array(storyTeaserSchema) }).nullable(),
});
const mediaReleasesAnswer = z.object({ mediaReleases: z.array(mediaReleaseSchema) });
const mediaReleaseAnswer = z.object({ mediaRelease: mediaReleaseDetailSchema.nullable() });
const eventsAnswer = z.object({ events: z.array(contentEventSchema) });
const investorDataAnswer = z.object({ investorData: investorDataSchema });
const locationsAnswer = z.object({ locations: z.array(companyLocationSchema) });

export type GraphqlContentCollectionsOptions = GraphqlEndpointOptions;

function languageHeaders(request: CollectionRequest): Record<string, string> {
  return localeHeaders(request.language, request.fallbackLanguage);
}

/**
 * Reads the content service's collections over GraphQL (stories, media releases, events, investor
 * data, locations); every answer is validated before it becomes a domain type.
 */
export class GraphqlContentCollections implements ContentCollections {
  private readonly endpoint: GraphqlEndpoint;

  constructor(options: GraphqlContentCollectionsOptions) {
    this.endpoint = new GraphqlEndpoint(options);
  }

  async stories(request: StoriesRequest): Promise<readonly StoryTeaser[]> {
    const { stories } = await this.endpoint.query({
      operation: 'storiesQuery',
      document: storiesDocument,
      variables: {
        category: request.category ?? null,
        videosOnly: request.videosOnly ?? null,
        authorSlug: request.authorSlug ?? null,
      },
      schema: storiesAnswer,
      headers: languageHeaders(request),
    });
    return stories.map(toStoryTeaser);
  }

  async storyCategories(request: CollectionRequest): Promise<readonly StoryCategory[]> {
    const { storyCategories } = await this.endpoint.query({
      operation: 'storyCategoriesQuery',
      document: storyCategoriesDocument,
      schema: storyCategoriesAnswer,
      headers: languageHeaders(request),
    });
    return storyCategories;
  }

  async storyBySlug(request: ContentItemRequest): Promise<StoryDetail | null> {
    const { story } = await this.endpoint.query({
      operation: 'storyBySlugQuery',
      document: storyDocument,
      variables: { slug: request.slug },
      schema: storyAnswer,
      headers: languageHeaders(request),
    });
    return story === null ? null : toStoryDetail(story);
  }

  async storyContacts(request: CollectionRequest): Promise<readonly StoryAuthor[]> {
    const { storyContacts } = await this.endpoint.query({
      operation: 'storyContactsQuery',
      document: storyContactsDocument,
      schema: storyContactsAnswer,
      headers: languageHeaders(request),
    });
    return storyContacts;
  }

  async storiesByAuthor(request: ContentItemRequest): Promise<StoriesByAuthor | null> {
    const { storyContact } = await this.endpoint.query({
      operation: 'storiesByAuthorQuery',
      document: storiesByAuthorDocument,
      variables: { slug: request.slug },
      schema: storiesByAuthorAnswer,
      headers: languageHeaders(request),
    });
    if (storyContact === null) return null;
    const { stories, ...author } = storyContact;
    return { author, stories: stories.map(toStoryTeaser) };
  }

  async mediaReleases(request: MediaReleasesRequest): Promise<readonly MediaRelease[]> {
    const { mediaReleases } = await this.endpoint.query({
      operation: 'mediaReleasesQuery',
      document: mediaReleasesDocument,
      variables: { adhoc: request.adhoc ?? null },
      schema: mediaReleasesAnswer,
      headers: languageHeaders(request),
    });
    return mediaReleases;
  }

  async mediaReleaseBySlug(request: ContentItemRequest): Promise<MediaReleaseDetail | null> {
    const { mediaRelease } = await this.endpoint.query({
      operation: 'mediaReleaseBySlugQuery',
      document: mediaReleaseDocument,
      variables: { slug: request.slug },
      schema: mediaReleaseAnswer,
      headers: languageHeaders(request),
    });
    return mediaRelease;
  }

  async events(request: CollectionRequest): Promise<readonly ContentEvent[]> {
    const { events } = await this.endpoint.query({
      operation: 'eventsQuery',
      document: eventsDocument,
      schema: eventsAnswer,
      headers: languageHeaders(request),
    });
    return events;
  }

  async investorData(request: CollectionRequest): Promise<InvestorData> {
    const { investorData } = await this.endpoint.query({
      operation: 'investorDataQuery',
      document: investorDataDocument,
      schema: investorDataAnswer,
      headers: languageHeaders(request),
    });
    return investorData;
  }

  async locations(request: LocationsRequest): Promise<readonly CompanyLocation[]> {
    const { locations } = await this.endpoint.query({
      operation: 'locationsQuery',
      document: locationsDocument,
      variables: { country: request.country ?? null, type: request.type ?? null },
      schema: locationsAnswer,
      headers: languageHeaders(request),
    });
    return locations;
  }
}
