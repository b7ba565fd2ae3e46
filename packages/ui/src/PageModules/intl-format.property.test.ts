import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { countryName, formatChf, formatIsoDate, intlLocaleTag } from './intl-format';

test.prop([fc.string(), fc.string()])(
  'no language or country, however malformed, breaks the page',
  (language, country) => {
    const tag = intlLocaleTag({ language, country });
    expect(() => formatChf(1, tag)).not.toThrow();
    expect(() => countryName(country, tag)).not.toThrow();
  },
);

test.prop([fc.string()])('any text given as a date is shown, never an exception', (value) => {
  expect(formatIsoDate(value, 'en').length).toBeGreaterThan(value === '' ? -1 : 0);
});

test.prop([fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100)])(
  'a CHF amount always shows its currency and two decimals',
  (amount) => {
    expect(formatChf(amount, 'en-US')).toMatch(/^CHF\s[\d,]+\.\d{2}$/);
  },
);
