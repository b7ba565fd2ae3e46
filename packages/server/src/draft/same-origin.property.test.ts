import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isSameOrigin } from './same-origin';

const own = ['https://www.example.com'];
const secFetchSite = fc.option(fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none'), {
  nil: undefined,
});

test.prop([
  fc
    .oneof(
      fc.webUrl().map((url) => new URL(url).origin),
      fc.string(),
    )
    .filter((origin) => !own.includes(origin)),
  secFetchSite,
])('refuses every other origin, whatever Sec-Fetch-Site says', (origin, site) => {
  expect(isSameOrigin({ origin, secFetchSite: site }, own)).toBe(false);
});

test.prop([fc.option(fc.constantFrom(...own), { nil: undefined }), secFetchSite])(
  'allows a request only when the browser says it is same-origin, or sends our origin alone',
  (origin, site) => {
    const allowed = isSameOrigin({ origin, secFetchSite: site }, own);
    expect(allowed).toBe(site === 'same-origin' || (site === undefined && origin !== undefined));
  },
);
