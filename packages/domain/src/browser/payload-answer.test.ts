import { describe, expect, it } from 'vitest';
import type { PageHead } from '../view/PageFrame';
import { readPagePayload, readPayloadAnswer } from './payload-answer';

const head: PageHead = {
  title: 'Company',
  description: 'Who we are',
  canonical: 'https://www.example.com/en/company',
  alternates: [{ hrefLang: 'de', href: 'https://www.example.com/de/company' }],
  openGraph: { type: 'website', siteName: 'Komax', locale: 'en', image: null },
  robots: 'index, follow',
};
const view = { kind: 'error', language: 'en', homeHref: '/en' };

describe('a payload answer', () => {
  it('reads a page with its status, head and view', () => {
    expect(readPayloadAnswer({ kind: 'page', status: 404, head, view })).toEqual({
      kind: 'page',
      status: 404,
      head,
      view,
    });
  });

  it('reads a redirect, inside the site or external', () => {
    expect(readPayloadAnswer({ kind: 'redirect', location: '/en/about', external: false })).toEqual(
      { kind: 'redirect', location: '/en/about', external: false },
    );
    expect(
      readPayloadAnswer({ kind: 'redirect', location: 'https://shop.example.com', external: true }),
    ).toMatchObject({ external: true });
  });

  it('is refused when malformed', () => {
    expect(readPayloadAnswer(null)).toBeNull();
    expect(readPayloadAnswer('page')).toBeNull();
    expect(
      readPayloadAnswer({ kind: 'page', status: 200, head, view: { kind: 'other' } }),
    ).toBeNull();
    expect(readPayloadAnswer({ kind: 'page', status: '200', head, view })).toBeNull();
    expect(
      readPayloadAnswer({ kind: 'page', status: 200, head: { ...head, alternates: [1] }, view }),
    ).toBeNull();
    expect(
      readPayloadAnswer({ kind: 'page', status: 200, head: { ...head, canonical: 1 }, view }),
    ).toBeNull();
    expect(readPayloadAnswer({ kind: 'redirect', location: '', external: false })).toBeNull();
    expect(readPayloadAnswer({ kind: 'redirect', location: '/en', external: 'no' })).toBeNull();
    expect(readPayloadAnswer({ kind: 'teapot' })).toBeNull();
  });
});

describe('an embedded page payload', () => {
  it('is read without a kind', () => {
    expect(readPagePayload({ status: 200, head, view })).toEqual({ status: 200, head, view });
  });

  it('is read for the catalogue, stories and media release pages too', () => {
    for (const kind of ['classification', 'product', 'service', 'story', 'media-release']) {
      const collection = { ...view, kind };
      expect(readPagePayload({ status: 200, head, view: collection })?.view).toEqual(collection);
    }
    expect(readPagePayload({ status: 200, head, view: { ...view, kind: 'unknown' } })).toBeNull();
  });

  it('is refused when a bare view stands in its place', () => {
    expect(readPagePayload(view)).toBeNull();
    expect(readPagePayload([head])).toBeNull();
  });
});
