import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isSameOrigin } from '../draft/same-origin';
import { isForeignRequest } from './editor-call-guards';

const own = 'https://www.example.com';
const secFetchSite = fc.option(
  fc.oneof(fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none'), fc.string()),
  { nil: undefined },
);
const origin = fc.option(
  fc.oneof(
    fc.constant(own),
    fc.constant('null'),
    fc.webUrl().map((url) => new URL(url).origin),
    fc.string(),
  ),
  { nil: undefined },
);

test.prop([origin, secFetchSite])(
  'anything the browser marks as from another page is foreign: never also same-origin',
  (sentOrigin, site) => {
    const headers = { origin: sentOrigin, secFetchSite: site };
    if (isSameOrigin(headers, [own])) expect(isForeignRequest(headers, own)).toBe(false);
    const marked = (site !== undefined && site !== 'same-origin') || (sentOrigin ?? own) !== own;
    expect(isForeignRequest(headers, own)).toBe(marked);
  },
);

test.prop([fc.constantFrom(undefined, own), fc.constantFrom(undefined, 'same-origin')])(
  'lets through what names our origin or nothing at all',
  (sentOrigin, site) => {
    expect(isForeignRequest({ origin: sentOrigin, secFetchSite: site }, own)).toBe(false);
  },
);
