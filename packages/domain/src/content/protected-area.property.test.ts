import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { pathFromSegments, pathSegments } from '../routing/path-segments';
import { coveringArea, isWithinArea } from './protected-area';

const segment = fc.constantFrom('internal-2025', 'internal', 'komax', 'komax-protected', 'a', 'b');
const path = fc.array(segment, { maxLength: 4 }).map(pathFromSegments);

test.prop([path, fc.array(segment, { maxLength: 3 })])(
  'an area covers every page below it',
  (area, below) => {
    expect(isWithinArea(pathFromSegments([area, ...below]), area)).toBe(true);
  },
);

test.prop([path, fc.array(path)])(
  'the covering area is one of the areas, covers the page, and none more specific does',
  (page, areas) => {
    const found = coveringArea(page, areas);
    if (found === null) {
      for (const area of areas) expect(isWithinArea(page, area)).toBe(false);
      return;
    }
    expect(areas.map((area) => pathFromSegments(pathSegments(area)))).toContain(found);
    expect(isWithinArea(page, found)).toBe(true);
    for (const area of areas) {
      if (isWithinArea(page, area)) expect(isWithinArea(found, area)).toBe(true);
    }
  },
);
