import type { SearchRecord, SearchResults } from '@kmx/domain/content';
import type { Logger, SearchIndex } from '@kmx/domain/ports';
import { readSearchAddress } from '@kmx/domain/routing';
import { titleWithSite } from '@kmx/domain/view';
import type { ProducedPage } from '../render/PageResponder';
import { localisedSearchResults } from '../api/search-result-links';
import { unindexedHead } from './page-head';
import type { PageContext } from './PageContext';
import { notFoundPageFrame } from './page-frame';
import { homeHref } from './site-links';
import { siteNavigation } from './site-navigation';

/** Pages 1 to `pages` of the hits, asked for together and joined into one list. */
async function hitsUpTo(
  index: SearchIndex,
  context: PageContext,
  query: string,
  pages: number,
): Promise<SearchResults> {
  const { locale } = context;
  const request = {
    localeCode: locale.code,
    siteSlug: context.links.siteSlug,
    query,
    // An international locale has no country: then nothing is left out for one (spec 5).
    ...(locale.isInternational ? {} : { countryCode: locale.country }),
  };
  const first = await index.search({ ...request, page: 1 });
  const lastPage = Math.max(
    1,
    Math.min(pages, Math.ceil(first.total / Math.max(first.pageSize, 1))),
  );
  const rest = await Promise.all(
    Array.from({ length: lastPage - 1 }, (_, offset) =>
      index.search({ ...request, page: offset + 2 }),
    ),
  );
  const records: SearchRecord[] = [first, ...rest].flatMap((results) => results.records);
  return localisedSearchResults(
    { records, total: first.total, page: lastPage, pageSize: first.pageSize },
    context.links,
  );
}

/**
 * The search page, `/{locale}/search?q=…&page=…` (issue 20): search results with an address of
 * their own, so they can be shared, reloaded and gone back to. The server asks the search service
 * itself, so the page works without script; `page` is how many pages of hits are listed ("show N
 * more" is a link to the next one). Not indexed, not cached; a failing search service still gives
 * the page (200) with "Search failed", the query never in the log.
 */
export async function searchPage(
  context: PageContext,
  index: SearchIndex | null,
  logger: Logger,
): Promise<ProducedPage> {
  const address = readSearchAddress(context.query);
  const navigation = await siteNavigation(context);
  let results: SearchResults | null = null;
  let failed = false;
  if (address.query !== '') {
    try {
      if (index === null) throw new Error('no search index');
      results = await hitsUpTo(index, context, address.query, address.pages);
    } catch (error) {
      logger.warn('search page without results', { error: String(error) });
      failed = true;
    }
  }
  const siteName = context.site.site.name;
  return {
    cacheable: false,
    payload: {
      status: 200,
      head: unindexedHead(
        titleWithSite(context.messages['search.dialog'], siteName),
        siteName,
        context.locale,
      ),
      view: {
        kind: 'search',
        language: context.locale.language,
        homeHref: homeHref(context.links),
        frame: notFoundPageFrame(context, navigation),
        query: address.query,
        results,
        failed,
      },
    },
  };
}
