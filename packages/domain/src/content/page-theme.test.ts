import { describe, expect, it } from 'vitest';
import { pageTheme, pageThemes } from './page-theme';

describe('the theme of a page (spec 3.2)', () => {
  it('is Default, Dark or Light', () => {
    expect(Object.values(pageThemes)).toEqual(['Default', 'Dark', 'Light']);
    expect(pageTheme('Dark')).toBe('Dark');
    expect(pageTheme(' light ')).toBe('Light');
  });

  it('is Default when none or an unknown one is named', () => {
    expect(pageTheme(null)).toBe('Default');
    expect(pageTheme(undefined)).toBe('Default');
    expect(pageTheme('Dark_White')).toBe('Default');
  });
});
