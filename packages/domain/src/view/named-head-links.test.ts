import { describe, expect, it } from 'vitest';
import { namedAddress, withNamedAlternates } from './named-head-links';

const own = [
  { hrefLang: 'en', href: 'https://www.komax.com/en/x' },
  { hrefLang: 'de-CH', href: 'https://www.komax.com/de-ch/x' },
  { hrefLang: 'x-default', href: 'https://www.komax.com/en/x' },
];

describe('an address an editor names', () => {
  it('keeps an https address as it is', () => {
    expect(namedAddress('https://www.komax.ch/de/x')).toEqual({
      kind: 'external',
      url: 'https://www.komax.ch/de/x',
    });
  });

  it('reads anything else as a path of the site, never another host', () => {
    expect(namedAddress('/careers/')).toEqual({ kind: 'path', path: '/careers' });
    expect(namedAddress('//evil.example/x')).toEqual({ kind: 'path', path: '/evil.example/x' });
  });

  it('is nothing when empty or of another scheme', () => {
    expect(namedAddress('  ')).toBeNull();
    expect(namedAddress('javascript:alert(1)')).toBeNull();
    expect(namedAddress('http://plain.example')).toBeNull();
  });
});

describe('the alternates of a page with versions editors name', () => {
  it('replaces the site’s own address of the same hreflang and keeps x-default last', () => {
    const named = [
      { hrefLang: 'de-ch', href: 'https://www.komax.ch/de/x' },
      { hrefLang: 'fr-CH', href: 'https://www.komax.ch/fr/x' },
    ];
    expect(withNamedAlternates(own, named)).toEqual([
      { hrefLang: 'en', href: 'https://www.komax.com/en/x' },
      { hrefLang: 'de-ch', href: 'https://www.komax.ch/de/x' },
      { hrefLang: 'fr-CH', href: 'https://www.komax.ch/fr/x' },
      { hrefLang: 'x-default', href: 'https://www.komax.com/en/x' },
    ]);
  });

  it('is the site’s own alternates when editors name none', () => {
    expect(withNamedAlternates(own, [])).toEqual(own);
  });
});
