import { describe, expect, it } from 'vitest';
import { presentText } from './present-text';

describe('present text', () => {
  it('keeps a text as it is', () => {
    expect(presentText(' Fast changeover ')).toBe(' Fast changeover ');
  });

  it('gives null for an absent or blank text', () => {
    expect(presentText(undefined)).toBeNull();
    expect(presentText(null)).toBeNull();
    expect(presentText('')).toBeNull();
    expect(presentText(' \n ')).toBeNull();
  });
});
