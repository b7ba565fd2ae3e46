import { describe, expect, it } from 'vitest';
import { isRegionCode, regionCodes } from './region-codes';

describe('the region codes', () => {
  it('are the 249 assigned ISO 3166-1 alpha-2 codes, about 250 as the spec says', () => {
    expect(regionCodes).toHaveLength(249);
  });

  it('start with Andorra and end with Zimbabwe, in alphabetical order', () => {
    expect(regionCodes[0]).toBe('AD');
    expect(regionCodes.at(-1)).toBe('ZW');
    expect([...regionCodes].sort()).toEqual(regionCodes);
  });

  it('name each region once', () => {
    expect(new Set(regionCodes).size).toBe(regionCodes.length);
  });

  it('know Switzerland, Germany and the United States', () => {
    expect(isRegionCode('CH')).toBe(true);
    expect(isRegionCode('DE')).toBe(true);
    expect(isRegionCode('US')).toBe(true);
  });

  it('leave out reserved and withdrawn codes and the synthetic ALL', () => {
    expect(isRegionCode('UK')).toBe(false);
    expect(isRegionCode('EU')).toBe(false);
    expect(isRegionCode('YU')).toBe(false);
    expect(isRegionCode('ALL')).toBe(false);
  });

  it('are written in upper case', () => {
    expect(isRegionCode('ch')).toBe(false);
  });
});
