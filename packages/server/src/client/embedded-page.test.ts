import { describe, expect, it } from 'vitest';
import { readEmbeddedPage } from './embedded-page';

const view = { kind: 'not-found', language: 'de', homeHref: '/de', frame: null, path: '/de/x' };
const head = {
  title: 'Seite nicht gefunden',
  description: '',
  canonical: null,
  alternates: [],
  openGraph: { type: 'website', siteName: 'Komax', locale: 'de', image: null },
  robots: 'noindex, nofollow',
};

describe('the page embedded for hydration', () => {
  it('is read as a whole payload', () => {
    expect(readEmbeddedPage(JSON.stringify({ status: 404, head, view }))).toEqual({
      status: 404,
      head,
      view,
    });
  });

  it('is read as a bare view from older servers, without a head', () => {
    expect(readEmbeddedPage(JSON.stringify(view))).toEqual({ status: 200, head: null, view });
  });

  it('is nothing when missing or unreadable', () => {
    expect(readEmbeddedPage(undefined)).toBeNull();
    expect(readEmbeddedPage('')).toBeNull();
    expect(readEmbeddedPage('{broken')).toBeNull();
    expect(readEmbeddedPage('[1]')).toBeNull();
    expect(readEmbeddedPage('null')).toBeNull();
    expect(readEmbeddedPage('{"kind":"content"}')).toBeNull();
  });
});
