import { describe, expect, it } from 'vitest';
import { buildLink, linkAfterLocale, localisedLink } from './link-building';

const mainSite = { localeCode: 'de-ch', siteSlug: null };
const eventsSite = { localeCode: 'en', siteSlug: 'events' };

describe('link building', () => {
  it('prefixes a path with the locale code', () => {
    expect(buildLink('/company/about', mainSite)).toBe('/de-ch/company/about');
  });

  it('adds the site slug when the site domain has one', () => {
    expect(buildLink('/internal-2025', eventsSite)).toBe('/en/events/internal-2025');
  });

  it('strips an existing locale prefix and trailing slash', () => {
    expect(buildLink('/fr/company/about/', mainSite)).toBe('/de-ch/company/about');
  });

  it('does not add the site slug twice', () => {
    expect(buildLink('/de/events/internal-2025', eventsSite)).toBe('/en/events/internal-2025');
  });

  it('links home to the bare prefix', () => {
    expect(buildLink('/', mainSite)).toBe('/de-ch');
    expect(buildLink('', eventsSite)).toBe('/en/events');
  });

  it('keeps query and fragment', () => {
    expect(buildLink('/about/?tab=2#team', mainSite)).toBe('/de-ch/about?tab=2#team');
  });

  it('leaves a hard link untouched, without its hard: marker', () => {
    expect(buildLink('hard:/', mainSite)).toBe('/');
    expect(buildLink('hard:/en/x/', mainSite)).toBe('/en/x/');
  });

  it('leaves addresses outside the site paths as they are', () => {
    expect(buildLink('https://example.com/x/', mainSite)).toBe('https://example.com/x/');
    expect(buildLink('mailto:info@example.com', mainSite)).toBe('mailto:info@example.com');
    expect(buildLink('//cdn.example.com/a', mainSite)).toBe('//cdn.example.com/a');
    expect(buildLink('#top', mainSite)).toBe('#top');
  });

  it('writes the locale code in lowercase', () => {
    expect(buildLink('/x', { localeCode: 'DE-CH', siteSlug: null })).toBe('/de-ch/x');
  });
});

describe('a link after its locale segment', () => {
  it('is the site slug and the path, the same for every locale', () => {
    expect(linkAfterLocale('/de-ch/company/about/', null)).toBe('/company/about');
    expect(linkAfterLocale('/company', 'events')).toBe('/events/company');
    expect(linkAfterLocale('/', null)).toBe('');
    expect(linkAfterLocale('/', 'events')).toBe('/events');
  });

  it('takes a locale in front to become the link in that locale', () => {
    expect(localisedLink('en-AF', '/company/about')).toBe('/en-af/company/about');
    expect(localisedLink('de', '')).toBe('/de');
    expect(localisedLink('fr', linkAfterLocale('/stories?category=news', 'events'))).toBe(
      '/fr/events/stories?category=news',
    );
  });
});
