import type { NewsFeedConnection, NewsFeedRequest } from '../content/NewsFeedConnection';
import type { Page } from '../content/Page';
import type { Redirect } from '../content/Redirect';
import type { Story } from '../content/Story';
import type { NavigationSourceItem } from '../navigation/NavigationSourceItem';
import type { SystemData } from '../site/SystemData';

/** Content stages of spec public-site 3.3; editors may read drafts. */
export type ContentStage = 'DRAFT' | 'PUBLISHED';

export interface PageRequest {
  /** Path without the locale prefix and site slug, e.g. `/` or `/company/about`. */
  readonly path: string;
  readonly language: string;
  readonly fallbackLanguage?: string;
  /** The site the path belongs to; the main site when left out. */
  readonly siteId?: string;
  /** Published content unless an editor asks for the draft. */
  readonly stage?: ContentStage;
}

export interface PageByIdRequest {
  readonly id: string;
  readonly language: string;
  readonly fallbackLanguage?: string;
  /** Published content unless an editor asks for the draft. */
  readonly stage?: ContentStage;
}

export interface NavigationTreeRequest {
  /** The site's header or footer navigation id. */
  readonly id: string;
  readonly language: string;
  /** Published content unless an editor asks for the draft. */
  readonly stage?: ContentStage;
}

export interface RelatedStoriesRequest {
  readonly productSlug: string;
  readonly language: string;
  /** The country's own language, tried before `en` where a story is not in `language`. */
  readonly fallbackLanguage?: string;
}

/** The headless content service (spec public-site 7). */
export interface ContentSource {
  systemData(): Promise<SystemData>;
  /** Resolves to `null` when no page lives at that path. */
  pageByPath(request: PageRequest): Promise<Page | null>;
  /** For the `direct` flag (spec 2.4); resolves to `null` when no page has that id. */
  pageById(request: PageByIdRequest): Promise<Page | null>;
  /** The system redirects whose previousUrl is one of `previousUrls`, in any order. */
  redirectsByPreviousUrl(previousUrls: readonly string[]): Promise<readonly Redirect[]>;
  relatedStoriesByProductSlug(request: RelatedStoriesRequest): Promise<readonly Story[]>;
  /** Newest first (ordered by publication date, descending). */
  newsFeed(request: NewsFeedRequest): Promise<NewsFeedConnection>;
  /** The top items of a navigation tree, as the content service keeps them. */
  navigationTree(request: NavigationTreeRequest): Promise<readonly NavigationSourceItem[]>;
}
