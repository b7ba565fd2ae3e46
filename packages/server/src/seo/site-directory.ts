import type { ContentSource } from '@kmx/domain/ports';
import { siteLanguages, usableSites, type ResolvedSite } from '@kmx/domain/site';

/** A site that can be shown, with the languages it offers. */
export interface SiteEntry {
  readonly site: ResolvedSite;
  readonly languages: readonly string[];
}

/** Every usable site (spec public-site 3.1) with its languages (2.4, 3.1), from the system data. */
export async function siteDirectory(
  content: Pick<ContentSource, 'systemData'>,
): Promise<readonly SiteEntry[]> {
  const systemData = await content.systemData();
  const languageCodes = systemData.languages.map((language) => language.languageCode);
  return usableSites(systemData.sites).map((site) => ({
    site,
    languages: siteLanguages(site, languageCodes),
  }));
}
