import type { ContentStage } from '@kmx/domain/ports';
import type { SitePage, StoredBlock, StoredTranslations } from './content-data';
import { storedPages, storedSites } from './content-data';

/** A page as the `Page` type answers it, in one language; blocks are resolved by their types. */
export interface PageAnswer {
  readonly id: string;
  readonly siteId: string;
  readonly title: string;
  readonly slug: string;
  readonly url: string;
  readonly pageType: string;
  readonly theme: string;
  readonly contentLanguage: string;
  readonly isLanguageFallback: boolean;
  readonly isLanguageUnavailable: boolean;
  readonly languages: readonly string[];
  readonly translationSourceLanguage: string;
  readonly isPublished: boolean;
  readonly protection: string;
  readonly description: string;
  readonly blocks: readonly StoredBlock[];
  readonly canonicalUrl: string | null;
  readonly alternateVersions: readonly { readonly hrefLang: string; readonly url: string }[];
}

/** One leading slash, no trailing one, no empty segments: `company//history/` is `/company/history`. */
function normalizePath(path: string): string {
  return `/${path.split('/').filter(Boolean).join('/')}`;
}

/** A draft holds only the languages an editor changed; the rest reads as published. */
function translationsIn(page: SitePage, stage: ContentStage): StoredTranslations {
  return stage === 'DRAFT' ? { ...page.published, ...page.draft } : page.published;
}

function existsIn(page: SitePage, stage: ContentStage): boolean {
  return Object.keys(translationsIn(page, stage)).length > 0;
}

function mainSiteId(): string | undefined {
  return storedSites.find((site) => site.slug === null)?.id;
}

export function findPageByPath(
  path: string,
  siteId: string | null | undefined,
  stage: ContentStage,
): SitePage | undefined {
  const site = siteId ?? mainSiteId();
  const address = normalizePath(path);
  return storedPages.find(
    (page) => page.siteId === site && page.path === address && existsIn(page, stage),
  );
}

/**
 * Every page of a site that exists in the stage, in the order the data keeps them: the published
 * ones, and in DRAFT also the pages that exist only as a draft. `undefined` for an unknown site.
 */
export function pagesOfSite(siteId: string, stage: ContentStage): readonly SitePage[] | undefined {
  if (!storedSites.some((site) => site.id === siteId)) return undefined;
  return storedPages.filter((page) => page.siteId === siteId && existsIn(page, stage));
}

export function findPageById(id: string, stage: ContentStage): SitePage | undefined {
  return storedPages.find((page) => page.id === id && existsIn(page, stage));
}

function slugOf(path: string): string {
  return path.split('/').filter(Boolean).at(-1) ?? '';
}

/**
 * The page in the first language of the locale header that it exists in (current, fallback, en).
 * When none exists, the page is still answered, in its source language (or its first language),
 * and says so with `isLanguageUnavailable`: a site may offer a language its pages lack.
 */
export function pageAnswer(
  page: SitePage,
  stage: ContentStage,
  languages: readonly string[],
): PageAnswer | null {
  const translations = translationsIn(page, stage);
  const available = Object.keys(translations);
  const preferred = languages.find((language) => available.includes(language));
  const language =
    preferred ?? (available.includes(page.sourceLanguage) ? page.sourceLanguage : available[0]);
  const translation = language === undefined ? undefined : translations[language];
  if (language === undefined || translation === undefined) return null;
  return {
    id: page.id,
    siteId: page.siteId,
    title: translation.title,
    slug: slugOf(page.path),
    url: page.path,
    pageType: page.pageType,
    theme: page.theme,
    contentLanguage: language,
    isLanguageFallback: language !== languages[0],
    isLanguageUnavailable: preferred === undefined,
    languages: available,
    translationSourceLanguage: page.sourceLanguage,
    isPublished: Object.keys(page.published).length > 0,
    protection: page.protection,
    description: translation.description,
    blocks: translation.blocks,
    canonicalUrl: page.canonicalUrl ?? null,
    alternateVersions: page.alternateVersions ?? [],
  };
}
