import { describe, expect, it } from 'vitest';
import { furnitureTheme, themeClass } from './theme-class';

describe('the furniture theme', () => {
  it('reads the CMS names Default, Dark and Light', () => {
    expect(furnitureTheme('Default')).toBe('default');
    expect(furnitureTheme('Dark')).toBe('dark');
    expect(furnitureTheme('Light')).toBe('light');
  });

  it('falls back to the default theme for an unknown name', () => {
    expect(furnitureTheme('Dark_Blue')).toBe('default');
    expect(furnitureTheme('')).toBe('default');
  });

  it('names the modifier class of a block', () => {
    expect(themeClass('site-footer', 'Dark')).toBe('site-footer--dark');
  });
});
