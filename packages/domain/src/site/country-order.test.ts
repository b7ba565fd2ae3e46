import { describe, expect, it } from 'vitest';
import { orderedCountries } from './country-order';

const labels = (list: readonly { label: string }[]) => list.map((country) => country.label);

describe('orderedCountries', () => {
  it('puts ALL first, then the countries by name (spec 2.5, 3.1)', () => {
    const countries = [
      { countryCode: 'CH', label: 'Switzerland' },
      { countryCode: 'ALL', label: 'All' },
      { countryCode: 'AT', label: 'Austria' },
      { countryCode: 'DE', label: 'Germany' },
    ];
    expect(labels(orderedCountries(countries, 'en'))).toEqual([
      'All',
      'Austria',
      'Germany',
      'Switzerland',
    ]);
  });

  it('sorts as the visitor’s language does', () => {
    const countries = [
      { countryCode: 'PL', label: 'Polen' },
      { countryCode: 'AT', label: 'Österreich' },
      { countryCode: 'NO', label: 'Norwegen' },
      { countryCode: 'ALL', label: 'Alle' },
    ];
    expect(labels(orderedCountries(countries, 'de'))).toEqual([
      'Alle',
      'Norwegen',
      'Österreich',
      'Polen',
    ]);
  });
});
