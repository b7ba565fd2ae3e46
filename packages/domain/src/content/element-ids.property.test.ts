import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { contentElementId, isProductElementId } from './element-ids';

/** Ids the product renders today: furniture, the startup data and `useId` ids. */
const productIds = ['root', 'main', 'kmx-view', 'kmx-portal-title', 'kmx-releases-2024', '_R_1_'];

const anyId = fc.oneof(
  fc.string(),
  fc.constantFrom(...productIds),
  fc
    .constantFrom('kmx-', 'KMX-', 'content-', '_', 'Main', ' root')
    .chain((start) => fc.string().map((rest) => `${start}${rest}`)),
);

test.prop([anyId])('no content id is ever one the product keeps for itself', (id) => {
  const given = contentElementId(id);
  expect(isProductElementId(given)).toBe(false);
  expect(productIds).not.toContain(given);
});

test.prop([anyId])('an id content may use stays as it is; moving one out is done once', (id) => {
  const given = contentElementId(id);
  expect(given === id).toBe(!isProductElementId(id));
  expect(contentElementId(given)).toBe(given);
});
