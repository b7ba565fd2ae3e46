import { describe, expect, it } from 'vitest';
import { coveringArea, isWithinArea } from './protected-area';

describe('a protected area of a site', () => {
  it('covers its own page', () => {
    expect(isWithinArea('/internal-2025', '/internal-2025')).toBe(true);
  });

  it('covers the sub-pages of the events site', () => {
    expect(isWithinArea('/internal-2025/internal-productronica', '/internal-2025')).toBe(true);
    expect(isWithinArea('/internal-2025/internal-wirepro-expo-grafenau', '/internal-2025')).toBe(
      true,
    );
  });

  it('does not cover a page whose slug merely starts the same', () => {
    expect(isWithinArea('/internal-2025-public', '/internal-2025')).toBe(false);
  });

  it('does not cover the parent page', () => {
    expect(isWithinArea('/komax', '/komax/komax-protected')).toBe(false);
  });

  it('ignores trailing and doubled slashes', () => {
    expect(isWithinArea('/komax//komax-protected/', '/komax/komax-protected/')).toBe(true);
  });
});

describe('the area that covers a page', () => {
  const brandPortal = ['/komax/komax-protected', '/komax-group/komax-group-protected'];

  it('is the one around it', () => {
    expect(coveringArea('/komax-group/komax-group-protected', brandPortal)).toBe(
      '/komax-group/komax-group-protected',
    );
  });

  it('is none when no area is around it', () => {
    expect(coveringArea('/wirecraft/wirecraft-protected', brandPortal)).toBeNull();
  });

  it('is the most specific when areas nest', () => {
    expect(coveringArea('/internal-2025/internal-productronica', ['/', '/internal-2025'])).toBe(
      '/internal-2025',
    );
  });
});
