import { describe, expect, it } from 'vitest';
import type { CatalogueProductFacts } from '../catalogue/CatalogueProduct';
import { comparisonGroupOf } from './comparison-group';

describe('the comparison group of a catalogue entry (spec public-site 3.7)', () => {
  it('is the classification of a product', () => {
    expect(comparisonGroupOf({ serviceId: null, classificationSlug: 'cutting' })).toBe('cutting');
  });

  it('is none for a service, which is not compared', () => {
    expect(comparisonGroupOf({ serviceId: 'svc-1', classificationSlug: 'training' })).toBeNull();
  });

  it('is none for a product without a classification', () => {
    expect(comparisonGroupOf({ serviceId: null, classificationSlug: null })).toBeNull();
  });

  it('is none for data made before entries carried these facts', () => {
    const legacy = {} as Pick<CatalogueProductFacts, 'serviceId' | 'classificationSlug'>;
    expect(comparisonGroupOf(legacy)).toBeNull();
  });
});
