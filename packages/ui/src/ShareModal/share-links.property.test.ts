import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { shareLinks } from './share-links';

test.prop([
  fc.string({ unit: 'grapheme' }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
])('the title and the address come back unchanged from every link', (title, url) => {
  const links = shareLinks(title, url);
  const email = new URLSearchParams(links.email.slice('mailto:?'.length));
  expect(email.get('subject')).toBe(title);
  expect(email.get('body')).toBe(url);
  expect(new URL(links.linkedIn).searchParams.get('url')).toBe(url);
  expect(new URL(links.x).searchParams.get('url')).toBe(url);
  expect(new URL(links.x).searchParams.get('text')).toBe(title);
});

test.prop([fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' })])(
  'any title or address, broken text included, gives links without throwing',
  (title, url) => {
    const links = shareLinks(title, url);
    expect(links.email.startsWith('mailto:?subject=')).toBe(true);
  },
);
