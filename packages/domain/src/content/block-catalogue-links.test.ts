import { describe, expect, it } from 'vitest';
import type { BodyBlock } from './BodyBlock';
import { allLinkedSlugs, linkedCatalogueSlugs, productLinkTargets } from './block-catalogue-links';

const blocks: readonly BodyBlock[] = [
  {
    id: 'b1',
    type: 'ProductList',
    title: 'Our machines',
    productSlugs: ['cutter-355', 'cutter-640'],
  },
  {
    id: 'b2',
    type: 'Teaser',
    teaser: {
      title: 'Stripping',
      text: null,
      image: null,
      link: { kind: 'product', text: 'The {{name}}', productSlug: 'stripper-480' },
    },
  },
  {
    id: 'b3',
    type: 'Teasers',
    title: null,
    teasers: [
      {
        title: 'Training',
        text: null,
        image: null,
        link: { kind: 'service', text: 'Book {{name}}', serviceSlug: 'care-basic' },
      },
      {
        title: 'Again',
        text: null,
        image: null,
        link: { kind: 'product', text: '{{name}}', productSlug: 'cutter-355' },
      },
      { title: 'Nowhere', text: null, image: null, link: null },
    ],
  },
];

describe('the catalogue entries a page links (spec 3.4)', () => {
  it('are the product lists and the product and service links, each once, in order', () => {
    expect(linkedCatalogueSlugs(blocks)).toEqual({
      products: ['cutter-355', 'cutter-640', 'stripper-480'],
      services: ['care-basic'],
    });
    expect(allLinkedSlugs(linkedCatalogueSlugs(blocks))).toEqual([
      'cutter-355',
      'cutter-640',
      'stripper-480',
      'care-basic',
    ]);
  });

  it('are none for a page without such blocks', () => {
    expect(linkedCatalogueSlugs([])).toEqual({ products: [], services: [] });
  });
});

describe('the link targets of a page (spec 3.4, 5)', () => {
  const slugs = linkedCatalogueSlugs(blocks);
  const context = { localeCode: 'en-us', siteSlug: null };

  it('name each entry the catalogue answered with and localise its address', () => {
    const links = productLinkTargets(
      slugs,
      [
        {
          slug: 'cutter-355',
          name: 'Cutter 355',
          link: '/products/wire-processing/cutting/cutter-355',
          serviceId: null,
          classificationSlug: 'cutting',
        },
        {
          slug: 'care-basic',
          name: 'Care Basic',
          link: '/services/maintenance/care-basic',
          serviceId: 'svc-1',
          classificationSlug: 'maintenance',
        },
      ],
      context,
    );
    expect(links).toEqual({
      'cutter-355': {
        name: 'Cutter 355',
        href: '/en-us/products/wire-processing/cutting/cutter-355',
        comparisonGroup: 'cutting',
      },
      'care-basic': { name: 'Care Basic', href: '/en-us/services/maintenance/care-basic' },
    });
    // cutter-640 is not sold in the US: the catalogue left it out, so it has no target.
    expect(Object.hasOwn(links, 'cutter-640')).toBe(false);
  });

  it('give a product without a classification no comparison group', () => {
    const links = productLinkTargets(
      slugs,
      [
        {
          slug: 'cutter-355',
          name: 'Cutter 355',
          link: '/products/cutter-355',
          serviceId: null,
          classificationSlug: null,
        },
      ],
      context,
    );
    expect(links['cutter-355']).toEqual({ name: 'Cutter 355', href: '/en-us/products/cutter-355' });
    expect(Object.hasOwn(links['cutter-355'] ?? {}, 'comparisonGroup')).toBe(false);
  });

  it('leave out an entry asked for in the other role (a service behind a product link)', () => {
    expect(
      productLinkTargets(
        slugs,
        [
          {
            slug: 'stripper-480',
            name: 'Stripper',
            link: '/services/x/stripper-480',
            serviceId: 's',
            classificationSlug: 'x',
          },
        ],
        context,
      ),
    ).toEqual({});
  });
});
