import { buildLink, buildNavigationTree } from '@kmx/domain';
import { Router } from 'express';
import type { Container } from 'inversify';
import { tokens } from '../container/tokens';
import { queryValues } from '../http/query-values';
import { withoutHiddenItems } from '../seo/navigation-pages';
import { siteDirectory } from '../seo/site-directory';
import { sendJsonError, sendUpstreamFailure } from './json-answers';

const languageCode = /^[a-z]{2}$/;

/**
 * `GET /api/site-navigation/public/{siteId}?lang={language}` (spec public-site 7): the site's
 * header navigation in that language, published stage, visible items only, with every address
 * resolved as linked (`/de/company`, `/en/events/trade-fairs-2025`).
 */
export function siteNavigationRouter(container: Container): Router {
  const logger = container.get(tokens.Logger);
  const content = container
    .get(tokens.ContentSource)
    .withContext({ mode: 'use', nextRelease: false, stage: 'PUBLISHED' });
  const router = Router();

  router.get('/api/site-navigation/public/:siteId', async (request, response) => {
    const { siteId } = request.params;
    const asked = queryValues(request, 'lang');
    const language = asked[0];
    if (asked.length !== 1 || language === undefined || !languageCode.test(language)) {
      sendJsonError(
        response,
        400,
        'The query parameter lang must be one language code, e.g. ?lang=en',
      );
      return;
    }
    try {
      const entry = (await siteDirectory(content)).find(({ site }) => site.id === siteId);
      if (entry === undefined) {
        sendJsonError(response, 404, `No site has the id "${siteId}"`);
        return;
      }
      if (!entry.languages.includes(language)) {
        sendJsonError(
          response,
          400,
          `The site "${siteId}" is offered in ${entry.languages.join(', ')}, not in "${language}"`,
        );
        return;
      }
      const { site } = entry;
      const source =
        site.headerNavigationId === null
          ? []
          : await content.navigationTree({
              id: site.headerNavigationId,
              language,
              stage: 'PUBLISHED',
            });
      const items = withoutHiddenItems(
        buildNavigationTree(source, (url) =>
          buildLink(url, { localeCode: language, siteSlug: site.slug }),
        ),
      );
      response
        .set('cache-control', 'public, max-age=300')
        .json({ siteId: site.id, language, items });
    } catch (error) {
      sendUpstreamFailure(response, logger, 'content service', error);
    }
  });

  return router;
}
