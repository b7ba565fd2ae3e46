import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import {
  maxRememberedScrollPositions,
  parseScrollPositions,
  rememberScrollPosition,
  scrollTarget,
  serializeScrollPositions,
} from './scroll-positions';

const position = fc.record({
  x: fc.integer({ min: 0, max: 1e6 }),
  y: fc.integer({ min: 0, max: 1e6 }),
});
const remembered = fc.array(fc.tuple(fc.string({ maxLength: 8 }), position), { maxLength: 80 });

test.prop([remembered])('never keeps more than 50 positions and always the newest', (entries) => {
  let positions = parseScrollPositions(null);
  for (const [key, at] of entries) positions = rememberScrollPosition(positions, key, at);
  expect(positions.size).toBeLessThanOrEqual(maxRememberedScrollPositions);
  const last = entries.at(-1);
  if (last !== undefined) expect(positions.get(last[0])).toEqual(last[1]);
});

test.prop([remembered])('reads back what it stored', (entries) => {
  let positions = parseScrollPositions(null);
  for (const [key, at] of entries) positions = rememberScrollPosition(positions, key, at);
  expect(parseScrollPositions(serializeScrollPositions(positions))).toEqual(positions);
});

test.prop([fc.string()])('reads any stored text without throwing', (stored) => {
  expect(parseScrollPositions(stored).size).toBeLessThanOrEqual(maxRememberedScrollPositions);
});

test.prop([fc.option(position, { nil: null }), fc.string()])(
  'a new page never restores an old position',
  (saved, hash) => {
    expect(scrollTarget('forward', saved, hash).kind).not.toBe('restore');
  },
);
