import type { CatalogueProduct } from '@kmx/domain/catalogue';
import { describe, expect, it } from 'vitest';
import {
  exampleComparedProducts,
  exampleComparisonBasket,
  exampleWithdrawnComparisonEntries,
} from '../examples/comparison-examples';
import {
  chosenVariantValue,
  comparisonPicture,
  comparisonViewModel,
  type ComparisonViewInput,
} from './comparison-view-model';

const cutting = exampleComparisonBasket.groups[0]?.products ?? [];
const cutterNames = ['Cutter 355', 'Cutter 120'];

function view(input: Partial<ComparisonViewInput> = {}) {
  return comparisonViewModel({
    entries: cutting,
    products: exampleComparedProducts,
    measurementSystem: 'Metric',
    hideIdentical: false,
    ...input,
  });
}

function rowNamed(model: ReturnType<typeof view>, name: string) {
  return model.rows.find((row) => row.name === name);
}

describe('what the comparison view shows of a group', () => {
  it('puts the loaded products side by side in the basket’s order', () => {
    const model = view();
    expect(model.columns.map(({ product }) => product.name)).toEqual(cutterNames);
    expect(model.columns.map(({ entry }) => entry.key)).toEqual(['a1', 'a2']);
    expect(model.unavailableNames).toEqual([]);
    expect(model.canHideIdentical).toBe(true);
  });

  it('names the entries the catalogue did not answer once each, by the name kept', () => {
    const model = view({
      entries: [
        ...cutting,
        ...exampleWithdrawnComparisonEntries,
        { key: 'w3', slug: 'cutter-640', variantId: 'v-2' },
      ],
    });
    expect(model.unavailableNames).toEqual(['Zeta 650 Plus', 'Cutter 640']);
    expect(model.columns).toHaveLength(2);
  });

  it('keeps the chosen system’s data, the variant’s over the product’s', () => {
    expect(rowNamed(view(), 'Throughput')?.values).toEqual(['7,500', '4,000']);
    expect(view().rows.some((row) => row.unit === 'AWG')).toBe(false);
    expect(view({ measurementSystem: 'Imperial' }).rows.some((row) => row.unit === 'AWG')).toBe(
      true,
    );
  });

  it('hides what all have alike only when asked and offered', () => {
    expect(rowNamed(view(), 'Power supply')).toBeDefined();
    expect(rowNamed(view({ hideIdentical: true }), 'Power supply')).toBeUndefined();
    const single = view({ entries: cutting.slice(0, 1), hideIdentical: true });
    expect(single.canHideIdentical).toBe(false);
    expect(rowNamed(single, 'Power supply')).toBeDefined();
  });

  it('says why there are no rows: all alike when hiding, else no data', () => {
    const bare = exampleComparedProducts.map((product): CatalogueProduct => ({
      ...product,
      specifications: [],
      variants: [],
    }));
    expect(view({ products: bare }).emptyNote).toBe('noSpecifications');
    const twins = exampleComparedProducts.map((product): CatalogueProduct => ({
      ...product,
      specifications: [{ name: 'Voltage', value: '230', unit: 'V', measurementSystem: null }],
      variants: [],
    }));
    expect(view({ products: twins }).emptyNote).toBeNull();
    expect(view({ products: twins, hideIdentical: true }).emptyNote).toBe('allIdentical');
    expect(view({ products: [] }).emptyNote).toBeNull();
  });
});

describe('the variant select and the picture of a product', () => {
  const product = exampleComparedProducts[0] as CatalogueProduct;
  const variantId = product.variants[0]?.id ?? 'none';

  it('selects the entry’s variant where the product has it, else the standard version', () => {
    expect(chosenVariantValue(product, variantId)).toBe(variantId);
    expect(chosenVariantValue(product, 'gone')).toBe('');
    expect(chosenVariantValue(product, null)).toBe('');
  });

  it('shows the default image, else the first, else none', () => {
    const front = { name: 'front', url: '/f.jpg', isDefault: false };
    const side = { name: 'side', url: '/s.jpg', isDefault: true };
    expect(comparisonPicture({ images: [front, side] })).toBe(side);
    expect(comparisonPicture({ images: [front] })).toBe(front);
    expect(comparisonPicture({ images: [] })).toBeNull();
  });
});
