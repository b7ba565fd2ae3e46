import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { siteAddressBase } from './site-origin';

const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/);
const host = fc.array(label, { minLength: 1, maxLength: 3 }).map((labels) => labels.join('.'));
const slug = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/);
const originParts = fc.tuple(
  fc.constantFrom('https:', 'http:'),
  host,
  fc.constantFrom('', ':3000', ':8443'),
);
const origin = originParts.map(([scheme, name, port]) => `${scheme}//${name}${port}`);

const domainEntries = fc.array(fc.tuple(host, fc.option(slug, { nil: null })), { maxLength: 4 });

test.prop([originParts, slug, domainEntries])(
  'a site is addressed at a domain of its own without slug, else on the public origin with it',
  ([scheme, publicHost, port], siteSlug, entries) => {
    const publicOrigin = `${scheme}//${publicHost}${port}`;
    const domains = entries.map(([name, path]) => (path === null ? name : `${name}/${path}`));
    const base = siteAddressBase({ slug: siteSlug, domains }, publicOrigin, siteSlug);
    const own = entries.find(([name, path]) => path === null && name !== publicHost);
    if (own === undefined) {
      expect(base).toEqual({ origin: publicOrigin, slug: siteSlug });
    } else {
      expect(base).toEqual({ origin: `${scheme}//${own[0]}${port}`, slug: null });
    }
  },
);

test.prop([origin, fc.array(host, { maxLength: 3 })])(
  'the main site always lives on the public origin',
  (publicOrigin, domains) => {
    expect(siteAddressBase({ slug: null, domains }, publicOrigin, null)).toEqual({
      origin: publicOrigin,
      slug: null,
    });
  },
);
