import { describe, expect, it } from 'vitest';
import { siteCookieName } from './cookie-names';

describe('cookie names', () => {
  it('gives each site its own cookie for a preference, named by its technical name', () => {
    expect(siteCookieName('language', 'brand_portal')).toBe('kmx-language.brand_portal');
    expect(siteCookieName('currentLocale', 'main')).toBe('kmx-locale.main');
  });

  it('percent-encodes characters a cookie name may not hold', () => {
    expect(siteCookieName('language', 'événements (2025)')).toBe(
      'kmx-language.%C3%A9v%C3%A9nements%20%282025%29',
    );
  });
});
