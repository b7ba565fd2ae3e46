import { describe, expect, it } from 'vitest';
import { comparedProductName } from './compared-product-name';

describe('the name the basket gives an entry (spec public-site 3.7)', () => {
  it('is the name kept when the product was added', () => {
    expect(comparedProductName({ slug: 'zeta-650', name: 'Zeta 650 Plus' })).toBe('Zeta 650 Plus');
  });

  it('is made from the slug for an entry stored before names were kept', () => {
    expect(comparedProductName({ slug: 'cutter-640' })).toBe('Cutter 640');
  });

  it('is made from the slug for an empty name', () => {
    expect(comparedProductName({ slug: 'cutter-640', name: '' })).toBe('Cutter 640');
  });

  it('is the slug itself when the slug reads as nothing', () => {
    expect(comparedProductName({ slug: '--' })).toBe('--');
  });
});
