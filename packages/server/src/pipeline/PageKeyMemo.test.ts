import { describe, expect, it } from 'vitest';
import { PageKeyMemo, pageRequestSignature, type PlainPageRequest } from './PageKeyMemo';

const request: PlainPageRequest = {
  method: 'GET',
  url: '/en/company',
  path: '/en/company',
  host: 'www.example.com',
  secure: true,
  headers: { cookie: '_ga=GA1.2; kmx-locale.komax=en', 'accept-language': 'de-CH,de;q=0.9' },
};

function memo(maxEntries = 3) {
  const clock = { time: 0 };
  return { clock, memo: new PageKeyMemo({ maxEntries, lifetimeMs: 1000, now: () => clock.time }) };
}

const page = (key: string) => ({ key, cookies: [`kmx-locale.komax=en; Path=/`] });

describe('the signature of a page request', () => {
  it('is there only for a GET without a query string', () => {
    expect(pageRequestSignature(request)).not.toBeNull();
    expect(pageRequestSignature({ ...request, method: 'POST' })).toBeNull();
    expect(pageRequestSignature({ ...request, method: 'HEAD' })).toBeNull();
    expect(pageRequestSignature({ ...request, url: '/en/company?cache=false' })).toBeNull();
    expect(pageRequestSignature({ ...request, url: '/en/company?' })).toBeNull();
    expect(pageRequestSignature({ ...request, url: '/en/company?utm_source=a&q=1' })).toBeNull();
  });

  it('is the same with or without marketing parameters', () => {
    for (const url of [
      '/en/company?utm_source=news&utm_medium=mail',
      '/en/company?fbclid=x&gclid=y',
    ]) {
      expect(pageRequestSignature({ ...request, url })).toBe(pageRequestSignature(request));
    }
  });

  it('ignores cookies that are not the site’s own', () => {
    const other = { ...request.headers, cookie: '_ga=GA9.9; kmx-locale.komax=en; _fbp=x' };
    expect(pageRequestSignature({ ...request, headers: other })).toBe(
      pageRequestSignature(request),
    );
  });

  it('reads the site’s cookies as the pipeline does: a repeated name by its first value', () => {
    const withCookie = (cookie: string) =>
      pageRequestSignature({ ...request, headers: { ...request.headers, cookie } });
    expect(withCookie('kmx-locale.komax=en; kmx-locale.komax=de')).toBe(
      withCookie('kmx-locale.komax=en; kmx-locale.komax=fr'),
    );
    expect(withCookie('kmx-locale.komax=en')).not.toBe(withCookie('kmx-locale.komax=de'));
    // Not the cookie `kmx-locale.komax`: the pipeline would not read it as the locale.
    expect(withCookie('\u00a0kmx-locale.komax=de')).not.toBe(withCookie('kmx-locale.komax=de'));
  });
});

describe('the memo of page keys', () => {
  it('recalls what the pipeline found until its lifetime ends', () => {
    const { clock, memo: keys } = memo();
    keys.remember('a', page('page|en|/company'));
    expect(keys.recall('a')).toEqual(page('page|en|/company'));
    expect(keys.recall('b')).toBeNull();
    clock.time = 999;
    expect(keys.recall('a')?.key).toBe('page|en|/company');
    clock.time = 1000;
    expect(keys.recall('a')).toBeNull();
  });

  it('lets the least recently used go first when full', () => {
    const { memo: keys } = memo(2);
    keys.remember('a', page('A'));
    keys.remember('b', page('B'));
    keys.recall('a');
    keys.remember('c', page('C'));
    expect(keys.recall('b')).toBeNull();
    expect(keys.recall('a')?.key).toBe('A');
    expect(keys.recall('c')?.key).toBe('C');
  });

  it('forgets one signature, or all', () => {
    const { memo: keys } = memo();
    keys.remember('a', page('A'));
    keys.remember('b', page('B'));
    keys.forget('a');
    expect(keys.recall('a')).toBeNull();
    expect(keys.recall('b')?.key).toBe('B');
    keys.clear();
    expect(keys.recall('b')).toBeNull();
  });
});
