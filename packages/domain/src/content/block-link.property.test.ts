import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { NavigationLink } from '../navigation/NavigationLink';
import { blockLinkView } from './block-link';
import { isSafeUrl } from './safe-url';

const slug = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const context = fc.record({
  localeCode: fc.constantFrom('en', 'de-ch', 'fr-fr'),
  siteSlug: fc.constantFrom(null, 'events', 'brand-portal'),
});
const address = fc.oneof(
  slug.map((value) => `/${value}`),
  slug.map((value) => `/en/${value}`),
  fc.constantFrom(
    'javascript:alert(1)',
    'data:text/html,x',
    'https://example.com/x',
    'mailto:a@b.example',
  ),
);
const link: fc.Arbitrary<NavigationLink> = fc.oneof(
  fc.record({
    kind: fc.constant('page' as const),
    text: fc.string(),
    page: fc.record({ id: slug, url: fc.option(address, { nil: null }) }),
    pageParameters: fc.constantFrom('', '#facts', '?tab=downloads'),
    openInNewTab: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('path' as const),
    text: fc.string(),
    link: address.map((path) => ({ kind: 'path' as const, path })),
  }),
  fc.record({ kind: fc.constant('external' as const), text: fc.string(), url: address }),
  fc.record({ kind: fc.constant('product' as const), text: fc.string(), productSlug: slug }),
  fc.record({ kind: fc.constant('service' as const), text: fc.string(), serviceSlug: slug }),
);

test.prop([link, context])('a content link never leads to an unsafe address', (given, where) => {
  const view = blockLinkView(given, where);
  if (view?.kind === 'href') expect(isSafeUrl(view.href)).toBe(true);
});

test.prop([link, context])(
  'an internal link sits under the visitor locale and site slug',
  (given, where) => {
    const view = blockLinkView(given, where);
    if (view?.kind !== 'href' || view.external || !view.href.startsWith('/')) return;
    const prefix = `/${where.localeCode}${where.siteSlug === null ? '' : `/${where.siteSlug}`}`;
    expect(
      view.href === prefix ||
        view.href.startsWith(`${prefix}/`) ||
        view.href.startsWith(`${prefix}#`) ||
        view.href.startsWith(`${prefix}?`),
    ).toBe(true);
  },
);

const targets = fc.dictionary(
  slug,
  fc.record({ name: fc.string(), href: slug.map((value) => `/en/products/${value}`) }),
);

test.prop([slug, fc.string(), context, targets])(
  'a product link text keeps no placeholder',
  (productSlug, text, where, links) => {
    const view = blockLinkView(
      { kind: 'product', text: `${text}{{name}}`, productSlug },
      where,
      links,
    );
    expect(view?.text ?? '').not.toContain('{{name}}');
  },
);

test.prop([slug, fc.constantFrom('product' as const, 'service' as const), context, targets])(
  'a catalogue link is shown exactly when the loader supplied its slug, at the supplied address',
  (entrySlug, kind, where, links) => {
    const given: NavigationLink =
      kind === 'product'
        ? { kind, text: '{{name}}', productSlug: entrySlug }
        : { kind, text: '{{name}}', serviceSlug: entrySlug };
    const view = blockLinkView(given, where, links);
    const target = Object.hasOwn(links, entrySlug) ? links[entrySlug] : undefined;
    if (target === undefined) expect(view).toBeNull();
    else
      expect(view).toEqual({
        kind: 'href',
        text: target.name,
        href: target.href,
        newTab: false,
        external: false,
      });
  },
);
