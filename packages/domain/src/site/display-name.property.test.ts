import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { displayNameFor } from './display-name';

const locale = fc.constantFrom('en', 'de', 'fr', 'de-CH', 'de-AT', 'fr-CH', 'en-US', 'ja');
const localization = fc.record({ locale, displayName: fc.string({ minLength: 1 }) });

test.prop([fc.array(localization), locale, fc.string()])(
  'the display name is one of the localizations or the fallback',
  (localizations, wanted, fallback) => {
    const name = displayNameFor(localizations, wanted, fallback);
    expect([...localizations.map((entry) => entry.displayName), fallback]).toContain(name);
  },
);

test.prop([fc.array(localization), localization, fc.string()])(
  'a localization for the exact locale always wins',
  (others, exact, fallback) => {
    const localizations = [...others.filter((entry) => entry.locale !== exact.locale), exact];
    expect(displayNameFor(localizations, exact.locale, fallback)).toBe(exact.displayName);
  },
);
