import type { PagePayload } from '@kmx/domain';
import { defaultLanguage, splitLocalePrefix } from '@kmx/domain';

/** The company name the minimal error page's title carries (spec 2.6). */
export const errorPageSiteName = 'Komax';

/** The language of the locale prefix of `path`, the default language without one. */
export function languageOfPath(path: string | undefined): string {
  const { locale } = splitLocalePrefix(path ?? '/');
  return locale?.slice(0, 2) ?? defaultLanguage;
}

/**
 * Spec 2.6: the application error page, status 500, made without calling any loader, so it can be
 * sent when loading the page is what failed. It names no detail of the error, and is not indexed.
 */
export function errorPagePayload(language: string): PagePayload {
  return {
    status: 500,
    head: {
      title: errorPageSiteName,
      description: '',
      canonical: null,
      alternates: [],
      openGraph: { type: 'website', siteName: errorPageSiteName, locale: language, image: null },
      robots: 'noindex, nofollow',
    },
    view: { kind: 'error', language, homeHref: `/${language}` },
  };
}
