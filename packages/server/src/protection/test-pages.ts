import type { Page } from '@kmx/domain/content';
import type { Request } from 'express';

/** A page of the sandbox's shape, for the protection tests. */
export function protectedPage(overrides: Partial<Page> = {}): Page {
  return {
    id: 'page-events-internal-2025',
    siteId: 'site-events',
    title: 'Internal 2025',
    slug: 'internal-2025',
    url: '/internal-2025',
    pageType: 'Content',
    theme: 'Default',
    contentLanguage: 'en',
    isLanguageFallback: false,
    isLanguageUnavailable: false,
    languages: ['en'],
    isPublished: true,
    protection: 'password',
    description: '',
    blocks: [],
    body: [],
    ...overrides,
  } as Page;
}

/** A request carrying only a Cookie header, which is all the access check reads. */
export function requestWithCookies(cookie?: string): Request {
  return { headers: cookie === undefined ? {} : { cookie } } as Request;
}

/** The `name=value` part of a Set-Cookie value, as a browser sends it back. */
export function cookiePair(setCookie: string): string {
  return setCookie.split(';')[0] ?? '';
}
