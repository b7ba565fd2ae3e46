import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { BodyBlock } from './BodyBlock';
import { allLinkedSlugs, linkedCatalogueSlugs, productLinkTargets } from './block-catalogue-links';

const slug = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
const productList = fc.record({
  id: slug,
  type: fc.constant('ProductList' as const),
  title: fc.constant(null),
  productSlugs: fc.array(slug, { maxLength: 4 }),
});
const teaser = fc.record({
  title: fc.string(),
  text: fc.constant(null),
  image: fc.constant(null),
  link: fc.oneof(
    fc.constant(null),
    slug.map((productSlug) => ({ kind: 'product' as const, text: '{{name}}', productSlug })),
    slug.map((serviceSlug) => ({ kind: 'service' as const, text: '{{name}}', serviceSlug })),
  ),
});
const block: fc.Arbitrary<BodyBlock> = fc.oneof(
  productList,
  fc.record({ id: slug, type: fc.constant('Teaser' as const), teaser }),
  fc.record({
    id: slug,
    type: fc.constant('Teasers' as const),
    title: fc.constant(null),
    teasers: fc.array(teaser, { maxLength: 3 }),
  }),
);

test.prop([fc.array(block, { maxLength: 6 })])(
  'every slug is asked for once, and every product list slug is among them',
  (blocks) => {
    const all = allLinkedSlugs(linkedCatalogueSlugs(blocks));
    expect(new Set(all).size).toBe(all.length);
    for (const each of blocks) {
      if (each.type === 'ProductList') each.productSlugs.forEach((s) => expect(all).toContain(s));
    }
  },
);

test.prop([
  fc.array(block, { maxLength: 6 }),
  // The catalogue answers every slug once.
  fc.uniqueArray(
    fc.record({
      slug,
      serviceId: fc.option(slug, { nil: null }),
      classificationSlug: fc.option(slug, { nil: null }),
    }),
    { maxLength: 6, selector: (entry) => entry.slug },
  ),
])(
  'a target exists only for an entry the catalogue answered with, in the role asked; only a product with a classification can be compared',
  (blocks, answered) => {
    const slugs = linkedCatalogueSlugs(blocks);
    const entries = answered.map((entry) => ({
      ...entry,
      name: entry.slug.toUpperCase(),
      link: `/products/${entry.slug}`,
    }));
    const links = productLinkTargets(slugs, entries, { localeCode: 'de-ch', siteSlug: null });
    for (const [key, target] of Object.entries(links)) {
      const entry = entries.find((each) => each.slug === key);
      expect(entry).toBeDefined();
      const asProduct = entry?.serviceId === null && slugs.products.includes(key);
      const asService = entry?.serviceId !== null && slugs.services.includes(key);
      expect(asProduct || asService).toBe(true);
      expect(target.href.startsWith('/de-ch/')).toBe(true);
      expect(target.comparisonGroup).toBe(
        entry?.serviceId === null ? (entry.classificationSlug ?? undefined) : undefined,
      );
    }
  },
);
