import type { Logger } from '@kmx/domain/ports';
import type { ProducedPage } from '../render/PageResponder';
import { titleWithSite } from '@kmx/domain/view';
import { unindexedHead } from './page-head';
import type { PageContext } from './PageContext';
import { notFoundPageFrame } from './page-frame';
import { homeHref } from './site-links';
import { siteNavigation } from './site-navigation';

/**
 * Spec public-site 2.1, 2.7, 8: status 404 with "Page not found: {path}" and the trail Home then
 * 404, in the site's furniture; without furniture when the navigation cannot be read. Not kept in
 * the page cache, so addresses nobody links cannot push real pages out of it.
 */
export async function notFoundPage(context: PageContext, logger: Logger): Promise<ProducedPage> {
  const siteName = context.site.site.name;
  const frame = await siteNavigation(context).then(
    (navigation) => notFoundPageFrame(context, navigation),
    (error: unknown) => {
      logger.warn('404 page without furniture', { error: String(error) });
      return null;
    },
  );
  return {
    cacheable: false,
    payload: {
      status: 404,
      head: unindexedHead(
        titleWithSite(context.messages['notFound.title'], siteName),
        siteName,
        context.locale,
      ),
      view: {
        kind: 'not-found',
        language: context.locale.language,
        homeHref: homeHref(context.links),
        frame,
        path: context.requestedPath,
      },
    },
  };
}
