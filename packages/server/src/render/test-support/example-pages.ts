import type { PageFrame, PageHead, PagePayload } from '@kmx/domain/view';
import type { ClientAssets } from '../client-assets';

/** A built browser bundle's names, as the document links them. */
export const exampleAssets: ClientAssets = {
  entry: '/assets/entry-abc.js',
  styles: ['/assets/site.css'],
  portalStyles: ['/assets/portal.css'],
  texts: {
    en: '/assets/messages-en-abc.js',
    de: '/assets/messages-de-abc.js',
    fr: '/assets/messages-fr-abc.js',
  },
  directory: '/',
  builtAt: 0,
};

/** The head of a page not to be indexed, without canonical, alternates or image. */
const unindexedHead: PageHead = {
  title: 'Not found',
  description: '',
  canonical: null,
  alternates: [],
  openGraph: { type: 'website', siteName: 'Komax', locale: 'en', image: null },
  robots: 'noindex, nofollow',
};

/** The not-found page of `path`, with the frame given (or none). */
export function notFoundPayload(path: string, frame: PageFrame | null = null): PagePayload {
  return {
    status: 404,
    head: unindexedHead,
    view: { kind: 'not-found', language: 'en', homeHref: '/en', frame, path },
  };
}
