import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { pageTheme, pageThemes } from './page-theme';

test.prop([fc.string()])('any name reads one of the three themes', (name) => {
  expect(Object.values(pageThemes)).toContain(pageTheme(name));
});

test.prop([fc.constantFrom(...Object.values(pageThemes)), fc.boolean()])(
  'a theme name reads itself in any letter case',
  (theme, upper) => {
    expect(pageTheme(upper ? theme.toUpperCase() : theme.toLowerCase())).toBe(theme);
  },
);
