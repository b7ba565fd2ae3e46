import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { telLink } from './tel-link';

const written = fc.string({
  unit: fc.constantFrom('+', ' ', '(', ')', '-', '/', '0', '4', '1', '9'),
});

test.prop([written])('is tel: with at most a leading plus, then every digit in order', (phone) => {
  const link = telLink(phone);
  expect(link).toMatch(/^tel:\+?\d*$/);
  expect(link.replace(/^tel:\+?/, '')).toBe(phone.replace(/\D/g, ''));
  expect(link.startsWith('tel:+')).toBe(phone.trim().startsWith('+'));
});
