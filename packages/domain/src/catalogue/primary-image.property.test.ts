import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { primaryImage } from './primary-image';

const images = fc.array(fc.record({ url: fc.webUrl(), isDefault: fc.boolean() }), {
  maxLength: 8,
});

test.prop([images])('is one of the images, a flagged one whenever any is flagged', (list) => {
  const chosen = primaryImage(list);
  if (list.length === 0) {
    expect(chosen).toBeNull();
    return;
  }
  expect(list).toContain(chosen);
  expect(chosen?.isDefault).toBe(list.some((image) => image.isDefault));
  // Without a flagged image the first one leads.
  if (!list.some((image) => image.isDefault)) expect(chosen).toBe(list[0]);
});
