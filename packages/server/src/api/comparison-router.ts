import { publishedRead } from '@kmx/domain/ports';
import type {
  CatalogueReadContext,
  CatalogueSource,
  ContentSource,
  ContextualSource,
  Logger,
} from '@kmx/domain/ports';
import { maxComparedSlugs } from '@kmx/domain/comparison';
import { isOfferedLocale, parseLocaleCode } from '@kmx/domain/site';
import type { Locale } from '@kmx/domain/site';
import { Router, type Request } from 'express';
import { queryValues } from '../http/query-values';
import { siteContextFor } from '../pipeline/site-context';
import { sendJsonError, sendUpstreamFailure } from './json-answers';
import type { MediaSource } from '../http/media-proxy';
import { withSameOriginMedia } from '../pages/same-origin-media';

const urlLocaleCode = /^[a-z]{2}(?:-[a-z]{2})?$/;
const productSlug = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;
const siteSlug = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

function single(request: Request, name: string): Parsed<string | null> {
  const values = queryValues(request, name);
  if (values.length > 1) return { ok: false, error: `The query parameter ${name} is given twice` };
  return { ok: true, value: values[0] ?? null };
}

function localeOf(request: Request): Parsed<Locale> {
  const asked = single(request, 'locale');
  if (!asked.ok) return asked;
  const locale = asked.value === null ? null : parseLocaleCode(asked.value);
  if (asked.value === null || !urlLocaleCode.test(asked.value) || locale === null) {
    return {
      ok: false,
      error: 'The query parameter locale must be one locale code, e.g. ?locale=en or ?locale=de-ch',
    };
  }
  return { ok: true, value: locale };
}

function slugsOf(request: Request): Parsed<readonly string[]> {
  const asked = single(request, 'slugs');
  if (!asked.ok) return asked;
  const slugs = [...new Set((asked.value ?? '').split(',').filter((slug) => slug !== ''))];
  if (slugs.length === 0 || slugs.length > maxComparedSlugs) {
    return {
      ok: false,
      error: `The query parameter slugs must list 1 to ${maxComparedSlugs} product slugs, comma-separated`,
    };
  }
  const bad = slugs.find((slug) => !productSlug.test(slug));
  if (bad !== undefined) {
    return { ok: false, error: `"${bad.slice(0, 100)}" is no product slug` };
  }
  return { ok: true, value: slugs };
}

function siteSlugOf(request: Request): Parsed<string | null> {
  const asked = single(request, 'site');
  if (!asked.ok || asked.value === null || siteSlug.test(asked.value)) return asked;
  return { ok: false, error: 'The query parameter site must be a site slug, e.g. ?site=events' };
}

/**
 * `GET /api/comparison?locale={url locale}&site={site slug}&slugs=a,b,c` (spec public-site 3.7, 4):
 * the products the comparison view shows, in the order asked, each once, in the locale's language
 * and only those offered in its country. The locale must be one the site offers (the site by host
 * and slug, as for pages). Answers are public for five minutes: they hold catalogue data only, the
 * same for every visitor of that locale, and the catalogue changes rarely.
 */
export function comparisonRouter(services: {
  readonly content: ContextualSource<ContentSource>;
  readonly catalogue: ContextualSource<CatalogueSource, CatalogueReadContext>;
  /** Product images are shown from the site's own origin, as on pages (strict CSP). */
  readonly mediaSources: readonly MediaSource[];
  readonly logger: Logger;
}): Router {
  const { logger, mediaSources: media } = services;
  const content = services.content.withContext(publishedRead);
  const catalogue = services.catalogue.withContext({ mode: 'use', nextRelease: false });
  const router = Router();

  router.get('/api/comparison', async (request, response) => {
    const locale = localeOf(request);
    const slugs = slugsOf(request);
    const site = siteSlugOf(request);
    if (!locale.ok || !slugs.ok || !site.ok) {
      const [first] = [locale, slugs, site].flatMap((parsed) => (parsed.ok ? [] : [parsed.error]));
      sendJsonError(response, 400, first ?? 'Bad query');
      return;
    }

    try {
      const context = await siteContextFor(content, request.host ?? '', site.value);
      if (site.value !== null && context.choice.pathSlug !== site.value) {
        sendJsonError(response, 400, `No site has the slug "${site.value}"`);
        return;
      }
      if (!isOfferedLocale(locale.value, context.offer)) {
        sendJsonError(
          response,
          400,
          `The site does not offer the locale "${locale.value.urlCode}"`,
        );
        return;
      }
    } catch (error) {
      sendUpstreamFailure(response, logger, 'content service', error);
      return;
    }

    try {
      const products = await catalogue.productsBySlugs({
        language: locale.value.language,
        countryCode: locale.value.country,
        slugs: slugs.value,
      });
      response
        .set('cache-control', 'public, max-age=300')
        .json(withSameOriginMedia(products, media));
    } catch (error) {
      sendUpstreamFailure(response, logger, 'catalogue service', error);
    }
  });

  return router;
}
