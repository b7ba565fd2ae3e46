import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { linkTextWithProductName } from './link-text';

const plainText = fc
  .string()
  .filter((text) => !text.includes('{{name}}') && !text.includes('{') && !text.includes('}'));

test.prop([plainText, plainText, fc.string()])(
  'the placeholder between two texts becomes exactly the product name',
  (before, after, name) => {
    expect(linkTextWithProductName(`${before}{{name}}${after}`, name)).toBe(
      `${before}${name}${after}`,
    );
  },
);

test.prop([plainText, fc.string()])('a text without placeholder stays unchanged', (text, name) => {
  expect(linkTextWithProductName(text, name)).toBe(text);
});
