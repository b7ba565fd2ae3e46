import { publishedRead } from '@kmx/domain/ports';
import type { ContentSource, ContextualSource, Logger } from '@kmx/domain/ports';
import type { CountryChoices } from '@kmx/domain/view';
import { Router } from 'express';
import { countryChoices } from '../pages/locale-options';
import { countriesOf, offerOf } from '../pipeline/site-context';
import { siteDirectory } from '../seo/site-directory';
import { sendJsonError, sendUpstreamFailure } from './json-answers';
import { languageQueryMessage, requestedLanguage, siteInLanguage } from './site-language-query';

/**
 * `GET /api/countries/{siteId}?lang={language}`: the countries of the location selector (spec
 * public-site 2.5, 3.1), named in the language, ALL first, each with the locale a visitor who
 * chooses it lands in. The same for every page of the site, so pages leave them out and the
 * selector asks for them when it opens; browsers may keep the answer for five minutes.
 */
export function countriesRouter(services: {
  readonly content: ContextualSource<ContentSource>;
  readonly logger: Logger;
}): Router {
  const { logger } = services;
  const content = services.content.withContext(publishedRead);
  const router = Router();

  router.get('/api/countries/:siteId', async (request, response) => {
    const language = requestedLanguage(request);
    if (language === null) {
      sendJsonError(response, 400, languageQueryMessage);
      return;
    }
    try {
      const systemData = await content.systemData();
      const found = siteInLanguage(await siteDirectory(content), request.params.siteId, language);
      if (found.kind === 'wrong') {
        sendJsonError(response, found.status, found.message);
        return;
      }
      const { site } = found.entry;
      const countries = countriesOf(systemData);
      const answer: CountryChoices = {
        siteId: site.id,
        language,
        countries: countryChoices(
          { siteId: site.id, countries, offer: offerOf(site, systemData, countries) },
          language,
        ),
      };
      response.set('cache-control', 'public, max-age=300').json(answer);
    } catch (error) {
      sendUpstreamFailure(response, logger, 'content service', error);
    }
  });

  return router;
}
