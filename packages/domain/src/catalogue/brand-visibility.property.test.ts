import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { hiddenBrandRule, visibleBrand } from './brand-visibility';

const brand = fc.record({
  id: fc.option(fc.string(), { nil: null }),
  name: fc.string(),
  imageUrl: fc.option(fc.webUrl(), { nil: null }),
});

test.prop([brand])('a visible brand is the brand itself, never a changed copy', (item) => {
  const shown = visibleBrand(item);
  expect(shown === null || shown === item).toBe(true);
});

test.prop([brand])(
  'a brand is hidden exactly when it has the main brand name or the fixed id',
  (item) => {
    const hidden =
      item.id === hiddenBrandRule.brandId || item.name.trim().toLowerCase() === 'komax';
    expect(visibleBrand(item) === null).toBe(hidden);
  },
);

test.prop([brand, fc.constantFrom('Komax', 'komax', ' KOMAX')])(
  'no brand named Komax is ever shown',
  (item, name) => {
    expect(visibleBrand({ ...item, name })).toBeNull();
  },
);
