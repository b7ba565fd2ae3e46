import { describe, expect, it } from 'vitest';
import type { LinkContext } from '../routing/link-building';
import { blockLinkView, nameFromSlug, productLinkTarget } from './block-link';

const swiss: LinkContext = { localeCode: 'de-ch', siteSlug: null };
const events: LinkContext = { localeCode: 'en', siteSlug: 'events' };

describe('a page link in a content block', () => {
  it('goes to the page in the visitor locale with its parameters', () => {
    expect(
      blockLinkView(
        {
          kind: 'page',
          text: 'Company',
          page: { id: 'page-company', url: '/company' },
          pageParameters: '#company-facts',
          openInNewTab: false,
        },
        swiss,
      ),
    ).toEqual({
      kind: 'href',
      text: 'Company',
      href: '/de-ch/company#company-facts',
      newTab: false,
      external: false,
    });
  });

  it('keeps the new-tab choice and carries the site slug', () => {
    expect(
      blockLinkView(
        {
          kind: 'page',
          text: 'Agenda',
          page: { id: 'p', url: '/agenda' },
          pageParameters: '?day=2',
          openInNewTab: true,
        },
        events,
      ),
    ).toMatchObject({ href: '/en/events/agenda?day=2', newTab: true });
  });

  it('leads nowhere when the page no longer exists', () => {
    const gone = {
      kind: 'page' as const,
      text: 'Old',
      page: { id: 'p', url: null },
      pageParameters: '',
      openInNewTab: false,
    };
    expect(blockLinkView(gone, swiss)).toBeNull();
  });
});

describe('a path link in a content block', () => {
  it('is localised once, even when the content service localised it already', () => {
    const link = {
      kind: 'path' as const,
      text: 'Contact',
      link: { kind: 'path' as const, path: '/en/contact' },
    };
    expect(blockLinkView(link, swiss)).toMatchObject({ href: '/de-ch/contact' });
  });

  it('is an action for open-news-feed-panel and nothing for an unknown action', () => {
    const news = {
      kind: 'path' as const,
      text: 'News',
      link: { kind: 'action' as const, action: 'open-news-feed-panel' },
    };
    expect(blockLinkView(news, swiss)).toEqual({
      kind: 'action',
      text: 'News',
      action: 'open-news-feed-panel',
    });
    const unknown = {
      kind: 'path' as const,
      text: 'X',
      link: { kind: 'action' as const, action: 'open-chat' },
    };
    expect(blockLinkView(unknown, swiss)).toBeNull();
  });

  it('is dropped when its address would run script', () => {
    const bad = {
      kind: 'path' as const,
      text: 'X',
      link: { kind: 'path' as const, path: 'javascript:alert(1)' },
    };
    expect(blockLinkView(bad, swiss)).toBeNull();
  });
});

describe('an external link in a content block', () => {
  it('keeps its address and is marked external', () => {
    expect(
      blockLinkView(
        { kind: 'external', text: 'Job portal', url: 'https://jobs.komax.example' },
        swiss,
      ),
    ).toEqual({
      kind: 'href',
      text: 'Job portal',
      href: 'https://jobs.komax.example',
      newTab: false,
      external: true,
    });
  });

  it('is dropped with a javascript: address', () => {
    expect(
      blockLinkView({ kind: 'external', text: 'X', url: 'JavaScript:alert(1)' }, swiss),
    ).toBeNull();
  });
});

describe('a product or service link in a content block (spec 3.4, 5)', () => {
  const links = {
    'stripper-480': {
      name: 'Stripper 480 S',
      href: '/de-ch/products/wire-processing/stripping/stripper-480',
    },
    'operator-training': {
      name: 'Operator training',
      href: '/en/events/services/training/operator-training',
    },
  };

  it('goes to the product page the loader supplied and puts its name for {{name}}', () => {
    expect(
      blockLinkView(
        { kind: 'product', text: 'The {{name}}', productSlug: 'stripper-480' },
        swiss,
        links,
      ),
    ).toMatchObject({
      kind: 'href',
      text: 'The Stripper 480 S',
      href: '/de-ch/products/wire-processing/stripping/stripper-480',
    });
  });

  it('is not shown when the product is not offered in the country (left out by the loader)', () => {
    expect(
      blockLinkView(
        { kind: 'product', text: 'The {{name}}', productSlug: 'cutter-640' },
        swiss,
        links,
      ),
    ).toBeNull();
    expect(
      blockLinkView({ kind: 'product', text: 'The {{name}}', productSlug: 'stripper-480' }, swiss),
    ).toBeNull();
  });

  it('goes to the service page for a service', () => {
    expect(
      blockLinkView(
        { kind: 'service', text: 'Book an operator training', serviceSlug: 'operator-training' },
        events,
        links,
      ),
    ).toMatchObject({
      text: 'Book an operator training',
      href: '/en/events/services/training/operator-training',
    });
  });

  it('is not drawn when the supplied address is unsafe', () => {
    expect(
      blockLinkView({ kind: 'product', text: '{{name}}', productSlug: 'x' }, swiss, {
        x: { name: 'X', href: 'javascript:alert(1)' },
      }),
    ).toBeNull();
  });
});

describe('names and routes of catalogue entries', () => {
  it('read a slug as capitalised words', () => {
    expect(nameFromSlug('cutter-355')).toBe('Cutter 355');
    expect(nameFromSlug('zeta_650--plus')).toBe('Zeta 650 Plus');
  });

  it('never take a link target off the prototype', () => {
    expect(productLinkTarget('constructor')).toBeNull();
    expect(productLinkTarget('toString', {})).toBeNull();
    const target = { name: 'Cutter 355 Pro', href: '/en/products/cutter-355' };
    expect(productLinkTarget('cutter-355', { 'cutter-355': target })).toBe(target);
  });
});
