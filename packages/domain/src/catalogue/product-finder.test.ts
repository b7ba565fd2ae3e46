import { describe, expect, it } from 'vitest';
import {
  asksFinder,
  classificationSlugsOfLink,
  finderChoice,
  finderQueryString,
  findProducts,
  type FinderFacts,
} from './product-finder';

interface Item extends FinderFacts {
  readonly slug: string;
}

const item = (slug: string, classificationSlugs: string[], capabilitySlugs: string[]): Item => ({
  slug,
  classificationSlugs,
  capabilitySlugs,
});

const products: Item[] = [
  item('cutter-355', ['wire-processing', 'cutting'], ['cutting-to-length']),
  item('stripper-480', ['wire-processing', 'stripping'], ['stripping', 'cutting-to-length']),
  item('tester-1', ['quality-assurance'], ['testing']),
];
const options = {
  classifications: ['wire-processing', 'cutting', 'stripping', 'quality-assurance'],
  capabilities: ['cutting-to-length', 'stripping', 'testing'],
};
const slugs = (result: { items: readonly Item[] }) => result.items.map((each) => each.slug);
const facts = (each: Item) => each;

describe('finderChoice', () => {
  it('reads known values from the address', () => {
    expect(
      finderChoice({ classification: 'cutting', capability: 'stripping', page: '2' }, options),
    ).toEqual({ classification: 'cutting', capability: 'stripping', page: 2 });
  });

  it('ignores what names nothing: unknown slugs, empty values, bad page numbers', () => {
    const any = { classification: null, capability: null, page: 1 };
    expect(finderChoice({}, options)).toEqual(any);
    expect(finderChoice({ classification: 'nope', capability: '', page: '-1' }, options)).toEqual(
      any,
    );
    expect(finderChoice({ page: '1e3' }, options).page).toBe(1);
    expect(finderChoice({ page: '0' }, options).page).toBe(1);
    expect(finderChoice({ page: '99999999999' }, options).page).toBe(1);
    expect(finderChoice({ classification: ['cutting', 'stripping'] }, options).classification).toBe(
      'cutting',
    );
  });
});

describe('findProducts', () => {
  const choice = { classification: null, capability: null, page: 1 };

  it('keeps every product without a filter', () => {
    expect(slugs(findProducts(products, facts, choice))).toEqual([
      'cutter-355',
      'stripper-480',
      'tester-1',
    ]);
  });

  it('narrows by a classification above the product and by a capability, both at once', () => {
    expect(
      slugs(findProducts(products, facts, { ...choice, classification: 'wire-processing' })),
    ).toEqual(['cutter-355', 'stripper-480']);
    expect(
      slugs(
        findProducts(products, facts, {
          ...choice,
          classification: 'wire-processing',
          capability: 'stripping',
        }),
      ),
    ).toEqual(['stripper-480']);
  });

  it('pages the result and shows the last page for a page past it', () => {
    expect(findProducts(products, facts, { ...choice, page: 2 }, 2)).toEqual({
      items: [products[2]],
      total: 3,
      page: 2,
      pageCount: 2,
    });
    expect(findProducts(products, facts, { ...choice, page: 9 }, 2).page).toBe(2);
    expect(findProducts([], facts, choice)).toEqual({ items: [], total: 0, page: 1, pageCount: 1 });
  });
});

describe('finderQueryString', () => {
  it('writes only what differs from any and page 1', () => {
    expect(finderQueryString({ classification: null, capability: null, page: 1 })).toBe('');
    expect(finderQueryString({ classification: 'cutting', capability: null, page: 1 }, 3)).toBe(
      '?classification=cutting&page=3',
    );
  });
});

describe('classificationSlugsOfLink', () => {
  it('reads the chain of a product link below the catalogue', () => {
    expect(
      classificationSlugsOfLink('/products/wire-processing/cutting/cutter-355', '/products'),
    ).toEqual(['wire-processing', 'cutting']);
    expect(classificationSlugsOfLink('/products/cutter-355', '/products')).toEqual([]);
    expect(classificationSlugsOfLink('/services/x/y', '/products')).toEqual([]);
  });
});

describe('asksFinder', () => {
  it('tells a finder address from the plain root, so the page cache never shares it', () => {
    expect(asksFinder({})).toBe(false);
    expect(asksFinder({ classification: '' })).toBe(false);
    expect(asksFinder({ page: '2' })).toBe(true);
    expect(asksFinder({ capability: ['crimping'] })).toBe(true);
  });
});
