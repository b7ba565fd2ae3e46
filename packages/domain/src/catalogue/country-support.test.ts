import { describe, expect, it } from 'vitest';
import { isSupportedInCountry, isVisibleInCountry } from './country-support';

describe('product visibility by supported country', () => {
  const cutter = { slug: 'gamma-450', supportedCountries: ['CH', 'DE'] };
  const crimper = { slug: 'mira-340', supportedCountries: ['US'] };

  it('shows a product when the visitor country is among its supported countries', () => {
    expect(isVisibleInCountry(cutter, 'CH')).toBe(true);
  });

  it('hides a product when the visitor country is not supported', () => {
    expect(isVisibleInCountry(crimper, 'CH')).toBe(false);
  });

  it('hides a product that names no supported country', () => {
    expect(isVisibleInCountry({ supportedCountries: [] }, 'CH')).toBe(false);
  });

  it('compares country codes without regard to case', () => {
    expect(isSupportedInCountry(['ch'], 'CH')).toBe(true);
    expect(isSupportedInCountry(['CH'], 'ch')).toBe(true);
  });
});
