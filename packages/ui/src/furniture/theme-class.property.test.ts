import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { furnitureThemes, themeClass } from './theme-class';

const knownClasses = Object.values(furnitureThemes).map((theme) => `block--${theme}`);

test.prop([fc.string()])('any theme name gives one of the known classes', (theme) => {
  expect(knownClasses).toContain(themeClass('block', theme));
});

test.prop([fc.constantFrom('dark', 'light'), fc.boolean()])(
  'the case of a known name does not matter',
  (theme, upper) => {
    const written = upper ? theme.toUpperCase() : theme;
    expect(themeClass('block', written)).toBe(`block--${theme}`);
  },
);
