import type { CatalogueProduct } from '@kmx/domain/catalogue';
import type { NewsFeedConnection, SearchResults } from '@kmx/domain/content';
import type { KeyValueStore, RandomSource, SearchRequest, SuggestRequest } from '@kmx/domain/ports';
import type { MeasurementSystem } from '@kmx/domain/site';
import type { CountryChoice } from '@kmx/domain/view';
import type { FormServices } from './FormServices';

/** Which products the comparison view asks for, in the visitor's locale and site. */
export interface ComparisonProductsRequest {
  readonly localeCode: string;
  readonly siteSlug: string | null;
  readonly slugs: readonly string[];
}

/** One page of the news feed in a language, after the cursor (`null` for the newest). */
export interface NewsFeedPageRequest {
  readonly language: string;
  readonly after: string | null;
}

/** The countries of a site, named in a language. */
export interface CountriesRequest {
  readonly siteId: string;
  readonly language: string;
}

/**
 * What the browser's parts of a page reach beyond their props: the site's own endpoints and the
 * browser's storage. Only the browser has them; on the server (and before hydration) components
 * get `null` from `useSiteServices` and show their closed or empty state.
 */
export interface SiteServices {
  /** `POST /api/search-proxy/search`; rejects when the search fails. */
  search(request: SearchRequest): Promise<SearchResults>;
  /** `POST /api/search-proxy/suggest`. */
  suggest(request: SuggestRequest): Promise<readonly string[]>;
  /** `GET /api/news-feed`: ten items newest first, then the next ten after the cursor. */
  newsFeed(request: NewsFeedPageRequest): Promise<NewsFeedConnection>;
  /** `GET /api/comparison`: the products in the order of `slugs`, those offered in the country. */
  comparisonProducts(request: ComparisonProductsRequest): Promise<readonly CatalogueProduct[]>;
  /** `GET /api/countries/{siteId}?lang=`: the location selector's countries, ALL first. */
  countries(request: CountriesRequest): Promise<readonly CountryChoice[]>;
  /** The browser's local storage (comparison basket, last-read news id). */
  readonly localStore: KeyValueStore;
  /** Keeps the visitor's measurement system in the site's cookie, so the server renders it too. */
  rememberMeasurementSystem(system: MeasurementSystem): void;
  /** Strong random bytes, from which the domain draws the comparison basket's keys. */
  readonly random: RandomSource;
  /**
   * Spec public-site 8: a script part (a dialog, a panel) failed to load, as it does after a new
   * release replaced the files. The browser reloads the page once, guarded for 10 seconds.
   */
  scriptPartFailed(error: unknown): void;
  /** The visitors' forms' endpoints; without them a form posts as a plain `<form>` does. */
  readonly forms?: FormServices;
}
