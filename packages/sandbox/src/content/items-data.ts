import events from '../../data/content/items/events.json' with { type: 'json' };
import investor from '../../data/content/items/investor.json' with { type: 'json' };
import locations from '../../data/content/items/locations.json' with { type: 'json' };
import mediaReleases from '../../data/content/items/media-releases.json' with { type: 'json' };
import newsFeed from '../../data/content/items/news-feed.json' with { type: 'json' };
import stories from '../../data/content/items/stories.json' with { type: 'json' };
import storyCategories from '../../data/content/items/story-categories.json' with { type: 'json' };
import storyContacts from '../../data/content/items/story-contacts.json' with { type: 'json' };

/** A text kept in several languages, keyed by language code. */
export type Translated<T> = Readonly<Record<string, T>>;

export interface StoredStory {
  readonly id: string;
  readonly slug: string;
  readonly publicationDate: string;
  readonly categoryKey: string | null;
  readonly authorSlugs: readonly string[];
  readonly image: string | null;
  readonly video: { readonly url: string; readonly thumbnail: string | null } | null;
  readonly relatedProductSlugs: readonly string[];
  readonly translations: Translated<{
    readonly title: string;
    readonly leadText: string;
    readonly body: string;
    readonly imageAlt: string;
  }>;
}

export interface StoredStoryContact {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly image: string | null;
  readonly translations: Translated<{
    readonly role: string;
    readonly biography: string;
    readonly imageAlt: string;
  }>;
}

export interface StoredStoryCategory {
  readonly key: string;
  readonly names: Translated<string>;
}

export interface StoredMediaRelease {
  readonly id: string;
  readonly slug: string;
  readonly publicationDate: string;
  readonly adhoc: boolean;
  readonly translations: Translated<{
    readonly title: string;
    readonly leadText: string;
    readonly body: string;
  }>;
}

export interface StoredNewsItem {
  readonly id: string;
  readonly publicationDate: string;
  readonly image: string | null;
  readonly link: string | null;
  readonly translations: Translated<{
    readonly title: string;
    readonly text: string;
    readonly imageAlt?: string;
  }>;
}

export interface StoredEvent {
  readonly id: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly link: string;
  readonly translations: Translated<{ readonly title: string; readonly location: string }>;
}

export interface StoredInvestorData {
  readonly shareCounts: readonly {
    readonly key: string;
    readonly count: number;
    readonly labels: Translated<string>;
  }[];
  readonly dividends: readonly {
    readonly financialYear: number;
    readonly amountChf: number;
    readonly exDate: string;
    readonly paymentDate: string;
    readonly labels: Translated<string>;
  }[];
  readonly financialCalendar: readonly {
    readonly date: string;
    readonly titles: Translated<string>;
  }[];
}

export interface StoredLocation {
  readonly id: string;
  readonly type: string;
  readonly countryCode: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly phone: string;
  readonly email: string;
  readonly website: string | null;
  readonly image: string | null;
  readonly names: Translated<string>;
  readonly contacts: readonly {
    readonly id: string;
    readonly name: string;
    readonly email: string;
    readonly phone: string;
    readonly image: string | null;
    readonly roles: Translated<string>;
  }[];
}

/** Newest first; the id settles a tie so every order is the same on every call. */
function newestFirst<T extends { readonly id: string; readonly publicationDate: string }>(
  items: readonly T[],
): readonly T[] {
  return [...items].sort(
    (a, b) => b.publicationDate.localeCompare(a.publicationDate) || b.id.localeCompare(a.id),
  );
}

export const storedStories = newestFirst(stories as readonly StoredStory[]);
export const storedStoryContacts = storyContacts as readonly StoredStoryContact[];
export const storedStoryCategories = storyCategories as readonly StoredStoryCategory[];
export const storedMediaReleases = newestFirst(mediaReleases as readonly StoredMediaRelease[]);
export const storedNewsFeed = newestFirst(newsFeed as readonly StoredNewsItem[]);
export const storedEvents = [...(events as readonly StoredEvent[])].sort((a, b) =>
  a.startDate.localeCompare(b.startDate),
);
export const storedInvestorData = investor as StoredInvestorData;
export const storedLocations = locations as readonly StoredLocation[];
