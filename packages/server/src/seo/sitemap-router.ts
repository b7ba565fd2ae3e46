import { publishedRead } from '@kmx/domain/ports';
import { LruCache, ReadThroughCache } from '@kmx/adapters';
import type { CachePolicy } from '@kmx/domain/policies';
import type { Clock, ContentSource, ContextualSource, Logger } from '@kmx/domain/ports';
import { Router, type Response } from 'express';
import { sendJsonError, sendUpstreamFailure } from '../api/json-answers';
import type { Config } from '../config/config';
import { publicOriginOf } from '../http/public-origin';
import { siteDirectory, type SiteEntry } from './site-directory';
import { siteSitemapEntries } from './site-sitemap';
import { siteSitemapPath, sitemapIndexPath } from './sitemap-paths';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml';

/**
 * Sitemaps change with the navigation only, and crawlers fetch them rarely: each is kept an hour,
 * and served stale for a day while the content service fails.
 */
const sitemapCachePolicy: CachePolicy = {
  maxEntries: 100,
  lifetimeMs: 60 * 60_000,
  allowStale: true,
  staleWindowMs: 24 * 60 * 60_000,
  lockReclaimMs: 5_000,
};

const sitemapFile = /^([a-z]{2})\.xml$/;

/** How many sitemaps the index builds at once to learn which are empty. */
const indexBuildWidth = 4;

function sendXml(response: Response, xml: string): void {
  response.type('application/xml').set('cache-control', 'public, max-age=3600').send(xml);
}

/**
 * `GET /sitemap.xml`, the index of one sitemap per site and language, and
 * `GET /sitemaps/{siteId}/{language}.xml`. Sitemaps are built in a cache of their own and read the
 * pages past the data cache, so a crawler walking every sitemap does not push the pages visitors
 * need out of it.
 */
export function sitemapRouter(services: {
  readonly config: Config;
  readonly content: ContextualSource<ContentSource>;
  readonly clock: Clock;
  readonly logger: Logger;
}): Router {
  const { config, content, clock, logger } = services;
  const cached = content.withContext(publishedRead);
  const uncached = content.withContext({ ...publishedRead, mode: 'bypass' });
  const sitemaps = new ReadThroughCache({
    cache: new LruCache<unknown>({ clock, policy: sitemapCachePolicy }),
    clock,
    policy: sitemapCachePolicy,
    logger,
  });
  const router = Router();

  /** One site's sitemap in one language, built once an hour for the index and for crawlers. */
  const siteXml = (entry: SiteEntry, language: string, origin: string): Promise<string> =>
    sitemaps.read({
      key: `site|${origin}|${entry.site.id}|${language}`,
      mode: 'use',
      load: async () =>
        urlSetXml(
          await siteSitemapEntries(
            { navigation: cached, pages: uncached },
            { site: entry.site, language, siteLanguages: entry.languages, origin },
          ),
        ),
    });

  router.get(sitemapIndexPath, async (request, response) => {
    const origin = publicOriginOf(config, request);
    try {
      const xml = await sitemaps.read({
        key: `index|${origin}`,
        mode: 'use',
        // A sitemap without a single address is left out: crawlers report empty ones as errors.
        // A few sitemaps at a time, so building the index never floods the content service.
        load: async () => {
          const sitemapsOf = (await siteDirectory(cached)).flatMap((entry) =>
            entry.languages.map((language) => ({ entry, language })),
          );
          const listed: string[] = [];
          for (let start = 0; start < sitemapsOf.length; start += indexBuildWidth) {
            const batch = sitemapsOf.slice(start, start + indexBuildWidth);
            const answers = await Promise.all(
              batch.map(({ entry, language }) => siteXml(entry, language, origin)),
            );
            batch.forEach(({ entry, language }, index) => {
              if (answers[index]?.includes('<url>') === true) {
                listed.push(`${origin}${siteSitemapPath(entry.site.id, language)}`);
              }
            });
          }
          return sitemapIndexXml(listed);
        },
      });
      sendXml(response, xml);
    } catch (error) {
      sendUpstreamFailure(response, logger, 'content service', error);
    }
  });

  router.get('/sitemaps/:siteId/:file', async (request, response) => {
    const { siteId, file } = request.params;
    const language = sitemapFile.exec(file)?.[1];
    if (language === undefined) {
      sendJsonError(response, 404, 'A sitemap address ends in /{language}.xml, e.g. /en.xml');
      return;
    }
    const origin = publicOriginOf(config, request);
    try {
      const entry = (await siteDirectory(cached)).find(({ site }) => site.id === siteId);
      if (entry === undefined) {
        sendJsonError(response, 404, `No site has the id "${siteId}"`);
        return;
      }
      if (!entry.languages.includes(language)) {
        sendJsonError(response, 404, `The site "${siteId}" is not offered in "${language}"`);
        return;
      }
      sendXml(response, await siteXml(entry, language, origin));
    } catch (error) {
      sendUpstreamFailure(response, logger, 'content service', error);
    }
  });

  return router;
}
