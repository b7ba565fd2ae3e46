import { describe, expect, it } from 'vitest';
import { hiddenBrandRule, isHiddenBrand, visibleBrand } from './brand-visibility';

describe('the hidden brand rule', () => {
  it('hides the brand named as the group main brand', () => {
    expect(visibleBrand({ id: '42', name: 'Komax', imageUrl: null })).toBeNull();
  });

  it('hides the main brand whatever its case and surrounding spaces', () => {
    expect(isHiddenBrand({ id: '42', name: ' KOMAX ' })).toBe(true);
  });

  it('hides the brand with the fixed brand id, whatever its name', () => {
    expect(isHiddenBrand({ id: hiddenBrandRule.brandId, name: 'Komax Group' })).toBe(true);
  });

  it('shows any other brand', () => {
    const brand = { id: '7', name: 'Schleuniger', imageUrl: 'https://cdn.example.com/s.png' };
    expect(visibleBrand(brand)).toBe(brand);
  });

  it('does not hide a brand whose name only contains the main brand name', () => {
    expect(isHiddenBrand({ id: null, name: 'Komax Wire' })).toBe(false);
  });

  it('shows no brand when there is none', () => {
    expect(visibleBrand(null)).toBeNull();
  });

  it('takes the main brand name and the fixed id as configuration', () => {
    const rule = { mainBrandName: 'Acme', brandId: 'b-1' };
    expect(isHiddenBrand({ id: null, name: 'acme' }, rule)).toBe(true);
    expect(isHiddenBrand({ id: 'b-1', name: 'Other' }, rule)).toBe(true);
    expect(isHiddenBrand({ id: null, name: 'Komax' }, rule)).toBe(false);
  });
});
