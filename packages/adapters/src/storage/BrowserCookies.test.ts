import type { Logger } from '@kmx/domain/ports';
import { nextReleaseMode, testingMode } from '@kmx/domain/content';
import { describe, expect, it, vi } from 'vitest';
import { BrowserCookies } from './BrowserCookies';
import { farFutureExpiry } from './cookie-string';

/** `document.cookie` as a browser keeps it: assignments add or delete one cookie each. */
class FakeDocument {
  readonly assignments: string[] = [];
  private readonly jar = new Map<string, string>();

  constructor(initial = '') {
    for (const pair of initial.split('; ').filter(Boolean)) {
      const separator = pair.indexOf('=');
      this.jar.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
  }

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  set cookie(assignment: string) {
    this.assignments.push(assignment);
    const [pair = '', ...attributes] = assignment.split('; ');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    if (attributes.includes('Max-Age=0')) this.jar.delete(name);
    else this.jar.set(name, pair.slice(separator + 1));
  }
}

function silentLogger(): Logger {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

describe('BrowserCookies site preferences', () => {
  it('remembers the language of each site on its own', () => {
    const cookies = new BrowserCookies(new FakeDocument());
    cookies.setSitePreference('main', 'language', 'de');
    cookies.setSitePreference('brand_portal', 'language', 'fr');
    expect(cookies.sitePreference('main', 'language')).toBe('de');
    expect(cookies.sitePreference('brand_portal', 'language')).toBe('fr');
  });

  it('keeps language, fallback language and current locale apart', () => {
    const cookies = new BrowserCookies(new FakeDocument());
    cookies.setSitePreference('main', 'language', 'de');
    cookies.setSitePreference('main', 'fallbackLanguage', 'en');
    cookies.setSitePreference('main', 'currentLocale', 'de-ch');
    expect(cookies.sitePreference('main', 'language')).toBe('de');
    expect(cookies.sitePreference('main', 'fallbackLanguage')).toBe('en');
    expect(cookies.sitePreference('main', 'currentLocale')).toBe('de-ch');
  });

  it('writes them with a far-future expiry, SameSite=Lax and path /', () => {
    const document = new FakeDocument();
    new BrowserCookies(document).setSitePreference('main', 'currentLocale', 'de-ch');
    expect(document.assignments).toEqual([
      `kmx-locale.main=de-ch; Path=/; Expires=${farFutureExpiry}; SameSite=Lax`,
    ]);
  });

  it('marks them Secure on an HTTPS origin', () => {
    const document = new FakeDocument();
    new BrowserCookies(document, { secure: true }).setSitePreference('main', 'language', 'de');
    expect(document.assignments[0]?.split('; ')).toContain('Secure');
  });

  it('answers null for a preference never chosen, or stored empty', () => {
    const cookies = new BrowserCookies(new FakeDocument('kmx-language.main='));
    expect(cookies.sitePreference('main', 'language')).toBeNull();
    expect(cookies.sitePreference('main', 'currentLocale')).toBeNull();
  });

  it('reads the measurement system the visitor chose', () => {
    const cookies = new BrowserCookies(new FakeDocument());
    cookies.setSitePreference('main', 'measurementSystem', 'Imperial');
    expect(cookies.measurementSystem('main')).toBe('Imperial');
  });

  it('ignores a measurement system cookie that names none', () => {
    const cookies = new BrowserCookies(new FakeDocument('kmx-measurement-system.main=Cubits'));
    expect(cookies.measurementSystem('main')).toBeNull();
  });

  it('reads around malformed cookies written by other scripts', () => {
    const cookies = new BrowserCookies(
      new FakeDocument('junk; =x; kmx-language.main=%E0%A4%A; kmx-locale.main=de-ch'),
    );
    expect(cookies.sitePreference('main', 'currentLocale')).toBe('de-ch');
    // One rule (docs/decisions.md): a value that does not decode counts as no cookie.
    expect(cookies.sitePreference('main', 'language')).toBeNull();
  });
});

describe('BrowserCookies mode cookies', () => {
  it('sets the next-release cookie when nextRelease is in the query', () => {
    const document = new FakeDocument();
    const cookies = new BrowserCookies(document);
    cookies.applyNextRelease(nextReleaseMode({ nextRelease: '' }, cookies.nextRelease()));
    expect(cookies.nextRelease()).toBe(true);
    expect(document.assignments).toEqual(['kmx-next-release=1; Path=/; SameSite=Lax']);
  });

  it('removes the next-release cookie on nextRelease=false', () => {
    const cookies = new BrowserCookies(new FakeDocument('kmx-next-release=1'));
    cookies.applyNextRelease(nextReleaseMode({ nextRelease: 'false' }, cookies.nextRelease()));
    expect(cookies.nextRelease()).toBe(false);
  });

  it('keeps the next-release cookie as it is without the query', () => {
    const document = new FakeDocument('kmx-next-release=1');
    const cookies = new BrowserCookies(document);
    cookies.applyNextRelease(nextReleaseMode({}, cookies.nextRelease()));
    expect(cookies.nextRelease()).toBe(true);
    expect(document.assignments).toEqual([]);
  });

  it('remembers testing mode after testing=true and forgets it after testing=false', () => {
    const cookies = new BrowserCookies(new FakeDocument());
    expect(cookies.testing()).toBe(false);
    cookies.applyTesting(testingMode({ testing: 'true' }, cookies.testing()));
    expect(cookies.testing()).toBe(true);
    cookies.applyTesting(testingMode({}, cookies.testing()));
    expect(cookies.testing()).toBe(true);
    cookies.applyTesting(testingMode({ testing: 'false' }, cookies.testing()));
    expect(cookies.testing()).toBe(false);
  });

  it('does not count an empty mode cookie as set', () => {
    const cookies = new BrowserCookies(new FakeDocument('kmx-testing='));
    expect(cookies.testing()).toBe(false);
  });
});

describe('BrowserCookies without usable cookies', () => {
  it('reads nothing and writes nothing without a document, as in server rendering', () => {
    const cookies = new BrowserCookies(() => undefined);
    expect(() => cookies.setSitePreference('main', 'language', 'de')).not.toThrow();
    expect(cookies.sitePreference('main', 'language')).toBeNull();
    expect(new BrowserCookies(null).testing()).toBe(false);
  });

  it('never throws where the document refuses cookies, and logs it', () => {
    const refusing = {
      get cookie(): string {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      set cookie(_: string) {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    const logger = silentLogger();
    const cookies = new BrowserCookies(refusing, { logger });
    expect(cookies.sitePreference('main', 'language')).toBeNull();
    expect(() => cookies.setSitePreference('main', 'language', 'de')).not.toThrow();
    expect(() => cookies.remove('kmx-testing')).not.toThrow();
    expect(logger.warn).toHaveBeenCalledWith('reading cookies failed', expect.anything());
    expect(logger.warn).toHaveBeenCalledWith('writing a cookie failed', expect.anything());
  });
});
