import { describe, expect, it } from 'vitest';
import { contentElementId, isProductElementId } from './element-ids';

describe('element ids', () => {
  it.each(['root', 'main', 'kmx-view', 'KMX-View', 'kmx-anything', '_R_1_', '«r0»', ':r1:', ''])(
    'the product keeps %j for itself, and content gets it prefixed',
    (id) => {
      expect(isProductElementId(id)).toBe(true);
      expect(contentElementId(id)).toBe(`content-${id}`);
    },
  );

  it.each(['facts', 'overview-2', 'main-facts', 'rooted', 'kmx', '线缆', '2024', 'content-main'])(
    'content keeps %j as it is',
    (id) => {
      expect(isProductElementId(id)).toBe(false);
      expect(contentElementId(id)).toBe(id);
    },
  );
});
