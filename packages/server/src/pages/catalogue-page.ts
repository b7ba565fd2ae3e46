import type { Logger, RouteFound } from '@kmx/domain';
import type { ProducedPage } from '../render/PageResponder';
import { notFoundPage } from './not-found-page';
import type { PageContext } from './PageContext';

/** Spec public-site 2.1, 2.2: `{locale}/products/...` and `{locale}/services/...`. */
export function cataloguePage(
  context: PageContext,
  _route: RouteFound,
  logger: Logger,
): Promise<ProducedPage> {
  return notFoundPage(context, logger);
}
