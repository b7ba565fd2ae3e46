import type { LinkContext } from '@kmx/domain/routing';
import type { PageFrame, StoriesFilter } from '@kmx/domain/view';
import { storiesFilterQuery } from '@kmx/domain/content';
import { buildLink, storyContactRoute, storyRoute } from '@kmx/domain/routing';

/** How the frame's locale and site write links (spec public-site 2.2). */
export function frameLinkContext(frame: PageFrame): LinkContext {
  return { localeCode: frame.locale.code, siteSlug: frame.site.slug };
}

export function storyHref(slug: string, links: LinkContext): string {
  return buildLink(storyRoute(slug), links);
}

export function storyAuthorHref(slug: string, links: LinkContext): string {
  return buildLink(storyContactRoute(slug), links);
}

export function storyAuthorsHref(links: LinkContext): string {
  return buildLink('/stories/contacts', links);
}

/** The overview, with the filter's query when it filters. */
export function storiesHref(links: LinkContext, filter?: StoriesFilter): string {
  const path = buildLink('/stories', links);
  return filter === undefined ? path : `${path}${storiesFilterQuery(filter)}`;
}
