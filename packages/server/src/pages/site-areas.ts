import type { ContentSource } from '@kmx/domain/ports';
import type { LinkContext, RouteKind } from '@kmx/domain/routing';
import { routeKinds } from '@kmx/domain/routing';
import type { PageContext } from './PageContext';

/** The areas of spec public-site 2.4 that "exist only on the main site, elsewhere they give 404". */
export const siteAreas = {
  products: '/products',
  services: '/services',
  stories: '/stories',
  mediaReleases: '/media-releases',
} as const;

export type SiteArea = (typeof siteAreas)[keyof typeof siteAreas];

/** The routes of spec 2.4's areas that exist only where the content service says they do. */
export const areaOfRoute: ReadonlyMap<RouteKind, SiteArea> = new Map<RouteKind, SiteArea>([
  [routeKinds.products, siteAreas.products],
  [routeKinds.services, siteAreas.services],
  [routeKinds.stories, siteAreas.stories],
  [routeKinds.story, siteAreas.stories],
  [routeKinds.storyContacts, siteAreas.stories],
  [routeKinds.storyContact, siteAreas.stories],
  [routeKinds.mediaReleases, siteAreas.mediaReleases],
  [routeKinds.mediaRelease, siteAreas.mediaReleases],
]);

/**
 * Spec public-site 2.4, 3.2: whether the site has an area. The content service says so with a
 * named page at the area's address in that site (`/media-releases` heads the list; `/stories`,
 * `/products` and `/services` are system pages that only mark the area): the sandbox keeps them on
 * the main site alone, so elsewhere these addresses give the 404 page. Read as content pages are
 * (cached source, the visitor's language, any language will do).
 */
export async function siteHasArea(context: PageContext, area: SiteArea): Promise<boolean> {
  const page = await context.content.pageByPath({
    path: area,
    language: context.locale.language,
    siteId: context.site.site.id,
  });
  return page !== null;
}

/** The areas a site lacks, asked as `siteHasArea` asks (for the links search hits carry). */
export async function areasMissing(
  content: Pick<ContentSource, 'pageByPath'>,
  siteId: string,
  language: string,
): Promise<readonly SiteArea[]> {
  const areas = Object.values(siteAreas);
  const pages = await Promise.all(
    areas.map((path) => content.pageByPath({ path, language, siteId })),
  );
  return areas.filter((_area, index) => pages[index] === null);
}

/**
 * How links into an area are written from this site: its own addresses when it has the area,
 * else the main site's (no slug), so that a product list on an event site leads to the catalogue.
 */
export async function areaLinks(context: PageContext, area: SiteArea): Promise<LinkContext> {
  if (context.links.siteSlug === null || (await siteHasArea(context, area))) return context.links;
  return { ...context.links, siteSlug: null };
}
