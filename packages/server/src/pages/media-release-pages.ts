import type { Logger, RouteFound } from '@kmx/domain';
import type { ProducedPage } from '../render/PageResponder';
import { notFoundPage } from './not-found-page';
import type { PageContext } from './PageContext';

/** Spec public-site 2.1: `{locale}/media-releases`. */
export function mediaReleasesPage(context: PageContext, logger: Logger): Promise<ProducedPage> {
  return notFoundPage(context, logger);
}

/** `{locale}/media-releases/{slug}`. */
export function mediaReleasePage(
  context: PageContext,
  _route: RouteFound,
  logger: Logger,
): Promise<ProducedPage> {
  return notFoundPage(context, logger);
}
