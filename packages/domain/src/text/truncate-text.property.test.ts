import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { ellipsis, truncateText } from './truncate-text';

const word = fc.string({
  unit: fc.constantFrom('a', 'b', 'ü', '🚀', '.'),
  minLength: 1,
  maxLength: 8,
});
const gap = fc.constantFrom(' ', '  ', '\n', '\t');
const text = fc.array(fc.tuple(word, gap), { maxLength: 10 }).map((pairs) =>
  pairs
    .map(([w, g]) => w + g)
    .join('')
    .trimEnd(),
);
const length = fc.integer({ min: 0, max: 80 });

test.prop([text, length])('never exceeds its length plus the ellipsis', (given, maxLength) => {
  const result = truncateText(given, maxLength);
  expect(Array.from(result).length).toBeLessThanOrEqual(maxLength + 1);
});

test.prop([text, length])(
  'leaves a fitting text alone and otherwise keeps a prefix that ends on a word boundary',
  (given, maxLength) => {
    const result = truncateText(given, maxLength);
    if (Array.from(given).length <= maxLength) {
      expect(result).toBe(given);
      return;
    }
    expect(result.endsWith(ellipsis)).toBe(true);
    const kept = result.slice(0, -ellipsis.length);
    expect(given.startsWith(kept)).toBe(true);
    if (kept !== '') {
      expect(kept).not.toMatch(/\s$/);
      expect(given.slice(kept.length)).toMatch(/^\s/);
    }
  },
);

test.prop([text, length])('keeps as many whole words as fit', (given, maxLength) => {
  if (Array.from(given).length <= maxLength) return;
  const kept = truncateText(given, maxLength).slice(0, -ellipsis.length);
  // Adding the next word would pass the length.
  const nextWord = /^\s*\S+/u.exec(given.slice(kept.length))?.[0] ?? '';
  expect(Array.from(kept + nextWord).length).toBeGreaterThan(maxLength);
});
