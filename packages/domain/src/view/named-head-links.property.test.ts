import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { namedAddress, withNamedAlternates } from './named-head-links';

const hrefLang = fc.constantFrom('en', 'de', 'DE', 'de-CH', 'de-ch', 'fr', 'x-default');
const alternate = fc.record({ hrefLang, href: fc.webUrl() });
const alternates = fc.array(alternate, { maxLength: 6 });

test.prop([alternates, alternates])(
  'a named version is the only entry of its hreflang, and x-default comes last',
  (own, named) => {
    const merged = withNamedAlternates(own, named);
    const key = (text: string) => text.toLowerCase();
    for (const version of named) {
      const first = named.find((other) => key(other.hrefLang) === key(version.hrefLang));
      expect(merged.filter((entry) => key(entry.hrefLang) === key(version.hrefLang))).toEqual([
        first,
      ]);
    }
    const defaults = merged.findIndex((entry) => key(entry.hrefLang) === 'x-default');
    if (defaults !== -1) {
      expect(merged.slice(defaults).every((entry) => key(entry.hrefLang) === 'x-default')).toBe(
        true,
      );
    }
  },
);

test.prop([fc.string()])(
  'a named address never leads to another host over anything but https',
  (raw) => {
    const address = namedAddress(raw);
    if (address?.kind === 'path') expect(address.path).toMatch(/^\/(?![/\\])/);
    if (address?.kind === 'external') expect(address.url.startsWith('https://')).toBe(true);
  },
);
