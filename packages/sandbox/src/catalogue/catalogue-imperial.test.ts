import type { SpecificationSource } from '@kmx/domain/catalogue';
import { imperialFigure } from '@kmx/domain/catalogue';
import { describe, expect, it } from 'vitest';
import { storedProducts } from './catalogue-data';

/** Each imperial entry beside the metric entry of the same name, where the unit converts. */
function convertedPairs(specifications: readonly SpecificationSource[]) {
  return specifications.flatMap((imperial) => {
    if (imperial.measurement_system !== 'Imperial') return [];
    const metric = specifications.find(
      (each) => each.name === imperial.name && each.measurement_system === 'Metric',
    );
    const expected = metric === undefined ? null : imperialFigure(metric.value, metric.unit ?? '');
    return expected === null ? [] : [{ imperial, metric, expected }];
  });
}

describe('the sandbox catalogue’s imperial figures (issue 20: "0–0.98 in" for 0.1–25 mm)', () => {
  const pairs = storedProducts.flatMap((product) =>
    [product.specifications, ...product.variants.map((variant) => variant.specifications)].flatMap(
      (specifications) =>
        convertedPairs(specifications as readonly SpecificationSource[]).map((pair) => ({
          product: product.slug,
          ...pair,
        })),
    ),
  );

  it('has converted figures to check', () => {
    expect(pairs.length).toBeGreaterThan(50);
  });

  it('are the domain’s conversion of their metric twins, so no non-zero value reads as 0', () => {
    const wrong = pairs
      .filter(
        ({ imperial, expected }) =>
          imperial.value !== expected.value || imperial.unit !== expected.unit,
      )
      .map(
        ({ product, metric, imperial, expected }) =>
          `${product}: ${metric?.value} ${metric?.unit} → ${imperial.value} ${imperial.unit}, not ${expected.value} ${expected.unit}`,
      );
    expect(wrong).toEqual([]);
  });
});
