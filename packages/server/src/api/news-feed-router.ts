import { UpstreamError } from '@kmx/domain/errors';
import { newsFeedPageSize } from '@kmx/domain/policies';
import type { ContentSource, ContextualSource, Logger } from '@kmx/domain/ports';
import { Router } from 'express';
import type { MediaSource } from '../http/media-proxy';
import { queryValues } from '../http/query-values';
import { withSameOriginMedia } from '../pages/same-origin-media';
import { sendJsonError, sendUpstreamFailure } from './json-answers';
import { readNewsFeedQuery } from './news-feed-query';
import { sanitiseNewsFeed } from './news-feed-sanitise';

const service = 'content service';

/**
 * The news feed panel's pages (spec public-site 2.5, 7, 9): `GET /api/news-feed?lang=&after=`
 * answers `NewsFeedConnection` JSON, ten items newest first after the cursor, their markup
 * sanitised and their pictures shown from the site's own origin (strict CSP, as on pages). A
 * cursor the content service does not know is the visitor's mistake (400), not
 * the service's failure (502).
 */
export function newsFeedRouter(services: {
  readonly content: ContextualSource<ContentSource>;
  /** Where the upstreams' images are named; the feed shows them same-origin. */
  readonly mediaSources: readonly MediaSource[];
  readonly logger: Logger;
}): Router {
  const { logger, mediaSources: media } = services;
  const published = { nextRelease: false, stage: 'PUBLISHED' } as const;
  const content = services.content.withContext({ ...published, mode: 'use' });
  const uncached = services.content.withContext({ ...published, mode: 'bypass' });
  const router = Router();

  /**
   * Whether the service, which refused a page after a cursor, serves the first page: then the
   * cursor was at fault. The probe's success also keeps bad cursors from opening the circuit.
   */
  async function cursorWasAtFault(language: string, error: unknown): Promise<boolean> {
    if (!(error instanceof UpstreamError) || error.status === null) return false;
    return uncached.newsFeed({ language, first: 1, after: null }).then(
      () => true,
      () => false,
    );
  }

  router.get('/api/news-feed', async (request, response) => {
    let languages: readonly string[];
    try {
      languages = (await content.systemData()).languages.map((entry) => entry.languageCode);
    } catch (error) {
      sendUpstreamFailure(response, logger, service, error);
      return;
    }
    const query = readNewsFeedQuery(
      queryValues(request, 'lang'),
      queryValues(request, 'after'),
      languages,
    );
    if (!query.ok) {
      sendJsonError(response, 400, query.error);
      return;
    }
    const { language, after } = query;
    try {
      const page = await content.newsFeed({ language, first: newsFeedPageSize, after });
      response
        .set('cache-control', 'public, max-age=60')
        .json(withSameOriginMedia(sanitiseNewsFeed(page), media));
    } catch (error) {
      if (after !== null && (await cursorWasAtFault(language, error))) {
        sendJsonError(response, 400, 'The cursor in after is not one of the news feed');
        return;
      }
      sendUpstreamFailure(response, logger, service, error);
    }
  });

  return router;
}
