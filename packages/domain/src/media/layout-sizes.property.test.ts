import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { mediaLayouts } from '../content/BodyBlock';
import { imageWidthSrcset, layoutImageSizes } from './layout-sizes';

const layout = fc.constantFrom(...Object.values(mediaLayouts));
const source = fc
  .array(fc.stringMatching(/^[a-z0-9 ,-]{1,8}$/), { minLength: 1, maxLength: 3 })
  .map((parts) => `/${parts.join('/')}.jpg`);

test.prop([source, layout])(
  'a srcset has two candidates, at the layout width and twice it',
  (address, where) => {
    const size = layoutImageSizes[where];
    const candidates = imageWidthSrcset(address, size).split(', ');
    expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual([
      `${size.width}w`,
      `${size.width * 2}w`,
    ]);
    expect(candidates.every((candidate) => candidate.split(' ').length === 2)).toBe(true);
  },
);
