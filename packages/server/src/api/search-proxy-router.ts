import { publishedRead } from '@kmx/domain/ports';
import type {
  ContentSource,
  ContextualSource,
  Logger,
  SearchIndex,
  SuggestRequest,
} from '@kmx/domain/ports';
import type { LinkContext } from '@kmx/domain/routing';
import express, { Router, type Request, type Response } from 'express';
import type { z } from 'zod';
import { sendJsonError, sendUpstreamFailure } from './json-answers';
import { bodyProblem, searchBodySchema, suggestBodySchema } from './search-proxy-body';
import { searchScope } from './search-proxy-scope';
import { jsonBodyErrors } from './json-body-errors';
import { localisedSearchResults } from './search-result-links';
import { areasMissing } from '../pages/site-areas';

const basePath = '/api/search-proxy';
/** A search body is a few short fields; anything bigger is not one. */
const maxBodySize = '8kb';

/** A checked body as the search index takes it, and how the site links in its scope are built. */
interface Checked<Body> {
  readonly request: SuggestRequest & Body;
  readonly links: LinkContext;
  /** The areas only the main site has, which this site's hits link there (spec 2.4). */
  readonly areasOfMainSite: readonly string[];
}

/**
 * `POST /api/search-proxy/search` with `{ localeCode, siteSlug, query, page }` answers one page
 * of hits `{ records, total, page, pageSize }`, each hit's `url` the site link in that locale and
 * site (spec public-site 2.4); `POST /api/search-proxy/suggest` with
 * `{ localeCode, siteSlug, query }` answers the completions as a JSON array of texts (spec
 * public-site 7). Products sold elsewhere are left out by the search service, which is given the
 * locale's country (spec 5): a hit carries no countries to filter on here. A bad body is a 4xx
 * `{ error }` naming the field; a failing search service a 502/503 that never shows the query,
 * which visitors may have typed anything into.
 */
export function searchProxyRouter(services: {
  readonly search: SearchIndex;
  readonly content: ContextualSource<ContentSource>;
  readonly logger: Logger;
}): Router {
  const { logger, search: index } = services;
  const content = services.content.withContext(publishedRead);
  const router = Router();
  const json = express.json({ limit: maxBodySize, type: 'application/json', strict: false });

  async function checkedRequest<Schema extends z.ZodType<z.infer<typeof suggestBodySchema>>>(
    request: Request,
    response: Response,
    schema: Schema,
  ): Promise<Checked<z.infer<Schema>> | null> {
    if (!request.is('application/json')) {
      sendJsonError(response, 415, 'The body must be JSON (content-type: application/json)');
      return null;
    }
    const body: unknown = request.body;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      sendJsonError(response, 400, bodyProblem(parsed.error, body));
      return null;
    }
    let scope;
    try {
      scope = await searchScope(content, parsed.data.localeCode, parsed.data.siteSlug);
    } catch (error) {
      sendUpstreamFailure(response, logger, 'content service', error);
      return null;
    }
    if (!scope.ok) {
      sendJsonError(response, 400, scope.error);
      return null;
    }
    const { locale } = scope;
    return {
      request: {
        ...parsed.data,
        localeCode: locale.code,
        siteSlug: scope.siteSlug,
        // An international locale has no country: then nothing is left out for one.
        ...(locale.isInternational ? {} : { countryCode: locale.country }),
      },
      links: { localeCode: locale.urlCode, siteSlug: scope.siteSlug },
      // Without an answer the hits keep the site's own addresses, as before the areas were known.
      areasOfMainSite:
        scope.siteSlug === null
          ? []
          : await areasMissing(content, scope.siteId, locale.language).catch(() => []),
    };
  }

  router.post(`${basePath}/search`, json, async (request, response) => {
    const search = await checkedRequest(request, response, searchBodySchema);
    if (search === null) return;
    try {
      const results = await index.search(search.request);
      response
        .set('cache-control', 'no-store')
        .json(localisedSearchResults(results, search.links, search.areasOfMainSite));
    } catch (error) {
      sendUpstreamFailure(response, logger, 'search service', error);
    }
  });

  router.post(`${basePath}/suggest`, json, async (request, response) => {
    const suggest = await checkedRequest(request, response, suggestBodySchema);
    if (suggest === null) return;
    try {
      const suggestions = await index.suggest(suggest.request);
      response.set('cache-control', 'no-store').json(suggestions);
    } catch (error) {
      sendUpstreamFailure(response, logger, 'search service', error);
    }
  });

  router.all([`${basePath}/search`, `${basePath}/suggest`], (_request, response) => {
    response.set('allow', 'POST');
    sendJsonError(response, 405, 'Use POST with a JSON body');
  });

  router.use(basePath, jsonBodyErrors(maxBodySize));

  return router;
}
