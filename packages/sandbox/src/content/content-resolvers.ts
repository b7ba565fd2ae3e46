import { preferredLanguages } from './locale-preference';
import type { StoredPage } from './content-data';
import { storedPages, storedSystemData } from './content-data';

export interface ContentContext {
  readonly languages: readonly string[];
}

function findPage(path: string, siteId: string | undefined): StoredPage | undefined {
  const site = siteId ?? storedSystemData.sites.find((candidate) => candidate.slug === null)?.id;
  return storedPages.find((page) => page.path === path && page.siteId === site);
}

function localise(page: StoredPage, languages: readonly string[]) {
  const language = languages.find((candidate) => page.translations[candidate] !== undefined);
  if (language === undefined) return null;
  const translation = page.translations[language];
  if (translation === undefined) return null;
  return {
    id: page.id,
    slug: page.slug,
    url: page.path,
    pageType: page.pageType,
    theme: page.theme,
    isPublished: page.isPublished,
    protection: page.protection,
    contentLanguage: language,
    isLanguageFallback: language !== languages[0],
    ...translation,
  };
}

export const contentResolvers = {
  Query: {
    countries: () => storedSystemData.countries,
    languages: () => storedSystemData.languages,
    sites: () => storedSystemData.sites,
    page: (_: unknown, args: { path: string; siteId?: string | null }, context: ContentContext) => {
      const page = findPage(args.path, args.siteId ?? undefined);
      return page === undefined ? null : localise(page, context.languages);
    },
  },
};

export function contentContext(request: Request): ContentContext {
  return { languages: preferredLanguages(request.headers.get('x-locale')) };
}
