import type { Logger, RouteFound } from '@kmx/domain';
import type { ProducedPage } from '../render/PageResponder';
import { notFoundPage } from './not-found-page';
import type { PageContext } from './PageContext';

/** Spec public-site 2.1: `{locale}/stories`. */
export function storiesPage(context: PageContext, logger: Logger): Promise<ProducedPage> {
  return notFoundPage(context, logger);
}

/** `{locale}/stories/{slug}`. */
export function storyPage(
  context: PageContext,
  _route: RouteFound,
  logger: Logger,
): Promise<ProducedPage> {
  return notFoundPage(context, logger);
}

/** `{locale}/stories/contacts`. */
export function storyContactsPage(context: PageContext, logger: Logger): Promise<ProducedPage> {
  return notFoundPage(context, logger);
}

/** `{locale}/stories/contacts/{author}`. */
export function storyContactPage(
  context: PageContext,
  _route: RouteFound,
  logger: Logger,
): Promise<ProducedPage> {
  return notFoundPage(context, logger);
}
