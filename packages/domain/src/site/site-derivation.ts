import type { Site } from './SystemData';

/** A site with the fields spec public-site 3.1 derives from it. */
export interface ResolvedSite extends Site {
  /** Key for per-site settings and data: `Brand Portal` and `brand-portal` both give `brand_portal`. */
  readonly technicalName: string;
  readonly isMain: boolean;
}

/** Lowercase, each space or dash turned to an underscore (each one, so names stay distinguishable). */
export function technicalName(name: string): string {
  return name.toLowerCase().replace(/[\s-]/g, '_');
}

/** The main site is the one without a slug; an empty slug counts as none. */
export function isMainSite(site: Pick<Site, 'slug'>): boolean {
  return site.slug === null || site.slug === '';
}

export function resolveSite(site: Site): ResolvedSite {
  return { ...site, technicalName: technicalName(site.name), isMain: isMainSite(site) };
}
