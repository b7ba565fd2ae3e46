import { publishedRead } from '@kmx/domain/ports';
import { buildNavigationTree } from '@kmx/domain/navigation';
import type { ContentSource, ContextualSource, Logger } from '@kmx/domain/ports';
import { buildLink } from '@kmx/domain/routing';
import { Router } from 'express';
import { withoutHiddenItems } from '../seo/navigation-pages';
import { siteDirectory } from '../seo/site-directory';
import { sendJsonError, sendUpstreamFailure } from './json-answers';
import { languageQueryMessage, requestedLanguage, siteInLanguage } from './site-language-query';

/**
 * `GET /api/site-navigation/public/{siteId}?lang={language}` (spec public-site 7): the site's
 * header navigation in that language, published stage, visible items only, with every address
 * resolved as linked (`/de/company`, `/en/events/trade-fairs-2025`).
 */
export function siteNavigationRouter(services: {
  readonly content: ContextualSource<ContentSource>;
  readonly logger: Logger;
}): Router {
  const { logger } = services;
  const content = services.content.withContext(publishedRead);
  const router = Router();

  router.get('/api/site-navigation/public/:siteId', async (request, response) => {
    try {
      // The language is checked before the content service is asked.
      const language = requestedLanguage(request);
      if (language === null) {
        sendJsonError(response, 400, languageQueryMessage);
        return;
      }
      const found = siteInLanguage(await siteDirectory(content), request.params.siteId, language);
      if (found.kind === 'wrong') {
        sendJsonError(response, found.status, found.message);
        return;
      }
      const { site } = found.entry;
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
