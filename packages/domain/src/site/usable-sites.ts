import { resolveSite } from './site-derivation';
import type { ResolvedSite } from './site-derivation';
import type { Site } from './SystemData';

/** A site needs both navigations: without them its page frame (header, footer) cannot render. */
export function hasHeaderAndFooterNavigation(site: Site): boolean {
  return isPresent(site.headerNavigationId) && isPresent(site.footerNavigationId);
}

/** Spec public-site 3.1: sites lacking header or footer navigation are dropped; the rest are resolved. */
export function usableSites(sites: readonly Site[]): readonly ResolvedSite[] {
  return sites.filter(hasHeaderAndFooterNavigation).map(resolveSite);
}

function isPresent(id: string | null): boolean {
  return id !== null && id.trim() !== '';
}
