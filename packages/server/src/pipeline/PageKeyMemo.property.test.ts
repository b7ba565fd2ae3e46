import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { pageRequestSignature, type PlainPageRequest } from './PageKeyMemo';

const text = fc.stringMatching(/^[A-Za-z0-9.]{0,12}$/);
const cookieName = fc.constantFrom(
  'kmx-locale.komax',
  'kmx-measurement-system.komax',
  'kmx-testing',
);
// One pair a name: of a repeated name the pipeline reads only the first (PageKeyMemo.test.ts).
const cookiePairs = fc
  .uniqueArray(fc.tuple(cookieName, text), { maxLength: 3, selector: ([name]) => name })
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`));
const pageRequest = fc.record({
  method: fc.constant('GET'),
  path: fc.webPath(),
  host: fc.domain(),
  secure: fc.boolean(),
  cookies: cookiePairs,
  acceptLanguage: fc.option(fc.constantFrom('de', 'en-US,en;q=0.8', 'fr-CH'), { nil: undefined }),
});

type PageRequestParts = typeof pageRequest extends fc.Arbitrary<infer Parts> ? Parts : never;

function asRequest(parts: PageRequestParts, foreign: readonly string[] = []) {
  const cookie = [...foreign, ...parts.cookies].join('; ');
  const request: PlainPageRequest = {
    method: parts.method,
    url: parts.path.replaceAll('?', ''),
    path: parts.path.replaceAll('?', ''),
    host: parts.host,
    secure: parts.secure,
    headers: { cookie, 'accept-language': parts.acceptLanguage },
  };
  return request;
}

const foreignCookies = fc.array(
  fc.tuple(fc.constantFrom('_ga', '_fbp', 'session', 'consent'), text).map(([n, v]) => `${n}=${v}`),
  { maxLength: 3 },
);

test.prop([pageRequest, foreignCookies])(
  'other sites’ cookies never change the signature',
  (parts, foreign) => {
    expect(pageRequestSignature(asRequest(parts, foreign))).toBe(
      pageRequestSignature(asRequest(parts)),
    );
  },
);

test.prop([pageRequest, pageRequest])(
  'requests that differ in what the pipeline reads have different signatures',
  (first, second) => {
    const a = asRequest(first);
    const b = asRequest(second);
    const same =
      a.host === b.host &&
      a.secure === b.secure &&
      a.path === b.path &&
      a.headers.cookie === b.headers.cookie &&
      a.headers['accept-language'] === b.headers['accept-language'];
    expect(pageRequestSignature(a) === pageRequestSignature(b)).toBe(same);
  },
);
