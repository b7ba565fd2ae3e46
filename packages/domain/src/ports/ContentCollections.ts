import type { CompanyLocation, LocationType } from '../content/CompanyLocation';
import type { ContentEvent } from '../content/ContentEvent';
import type { InvestorData } from '../content/InvestorData';
import type { MediaRelease } from '../content/MediaRelease';
import type { MediaReleaseDetail } from '../content/MediaReleaseDetail';
import type { StoriesByAuthor, StoryAuthor } from '../content/StoryAuthor';
import type { StoryCategory } from '../content/StoryCategory';
import type { StoryDetail } from '../content/StoryDetail';
import type { StoryTeaser } from '../content/StoryTeaser';

/** The language of a collection: texts come in the first of language, fallback and `en` that exists. */
export interface CollectionRequest {
  readonly language: string;
  readonly fallbackLanguage?: string;
}

/** One content item by its slug, in a language. */
export interface ContentItemRequest extends CollectionRequest {
  readonly slug: string;
}

/** The stories overview's filters (spec public-site 2.5); each one left out does not filter. */
export interface StoriesRequest extends CollectionRequest {
  /** A `StoryCategory` key. */
  readonly category?: string;
  readonly videosOnly?: boolean;
  /** Stories of one story contact. */
  readonly authorSlug?: string;
}

export interface MediaReleasesRequest extends CollectionRequest {
  /** `true` for ad hoc announcements only, `false` for the others only. */
  readonly adhoc?: boolean;
}

export interface LocationsRequest extends CollectionRequest {
  /** ISO 3166 region code. */
  readonly country?: string;
  readonly type?: LocationType;
}

/**
 * The collections of the headless content service (spec public-site 2.1, 2.5, 3.8): stories and
 * their authors, media releases, events, investor tables and locations. Lists are newest first
 * where they have a publication date; a slug nothing has resolves to `null`.
 */
export interface ContentCollections {
  stories(request: StoriesRequest): Promise<readonly StoryTeaser[]>;
  /** The categories that have stories, for the filter. */
  storyCategories(request: CollectionRequest): Promise<readonly StoryCategory[]>;
  storyBySlug(request: ContentItemRequest): Promise<StoryDetail | null>;
  /** The story authors, by name. */
  storyContacts(request: CollectionRequest): Promise<readonly StoryAuthor[]>;
  /** `slug` is the author's. */
  storiesByAuthor(request: ContentItemRequest): Promise<StoriesByAuthor | null>;
  mediaReleases(request: MediaReleasesRequest): Promise<readonly MediaRelease[]>;
  mediaReleaseBySlug(request: ContentItemRequest): Promise<MediaReleaseDetail | null>;
  /** In order of their start date. */
  events(request: CollectionRequest): Promise<readonly ContentEvent[]>;
  investorData(request: CollectionRequest): Promise<InvestorData>;
  /** By name. */
  locations(request: LocationsRequest): Promise<readonly CompanyLocation[]>;
}
