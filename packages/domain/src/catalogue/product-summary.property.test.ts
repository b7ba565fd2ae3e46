import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { productSummary } from './product-summary';

const slug = fc.stringMatching(/^[a-z]+(-[a-z]+)*$/);
const product = fc.record({
  name: fc.string(),
  slug,
  brand: fc.option(fc.record({ name: fc.constantFrom('Komax', 'Schleuniger', 'Artos') })),
  classifications: fc.array(fc.record({ slug, name: fc.string() }), { maxLength: 2 }),
});

test.prop([product])(
  'without known classifications every teaser links to /products/{slug} and hides the group brand',
  (source) => {
    const summary = productSummary(source, new Map());
    expect(summary.link).toBe(`/products/${source.slug}`);
    expect(summary.brand?.name).not.toBe('Komax');
  },
);
