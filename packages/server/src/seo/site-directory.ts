import type { ContentSource } from '@kmx/domain/ports';
import { siteLanguages, usableSites, type ResolvedSite, type SystemData } from '@kmx/domain/site';

/** A site that can be shown, with the languages it offers. */
export interface SiteEntry {
  readonly site: ResolvedSite;
  readonly languages: readonly string[];
}

// The same for every request that reads the same cached system data (every search asks for it), so
// it is built once per system data object.
const directoryBySystemData = new WeakMap<SystemData, readonly SiteEntry[]>();

/** Every usable site (spec public-site 3.1) with its languages (2.4, 3.1), from the system data. */
export async function siteDirectory(
  content: Pick<ContentSource, 'systemData'>,
): Promise<readonly SiteEntry[]> {
  const systemData = await content.systemData();
  const known = directoryBySystemData.get(systemData);
  if (known !== undefined) return known;
  const languageCodes = systemData.languages.map((language) => language.languageCode);
  const directory = usableSites(systemData.sites).map((site) => ({
    site,
    languages: siteLanguages(site, languageCodes),
  }));
  directoryBySystemData.set(systemData, directory);
  return directory;
}
