import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isDomainError } from './DomainError';
import { pageNotFound, productNotFound, searchFailed } from './error-catalogue';

const text = fc.string({ unit: 'grapheme' });

test.prop([text])('keeps the path verbatim in the not-found message', (path) => {
  const error = pageNotFound(path);
  expect(isDomainError(error, 'PAGE_NOT_FOUND')).toBe(true);
  expect(error.message).toBe(`Page not found: ${path}`);
});

test.prop([text])('keeps the slug verbatim in the product-not-found message', (slug) => {
  const error = productNotFound(slug);
  expect(isDomainError(error, 'PRODUCT_NOT_FOUND')).toBe(true);
  expect(error.message).toBe(`No product found for slug '${slug}'`);
});

test.prop([text, fc.option(fc.integer({ min: 100, max: 599 }))])(
  'keeps the cause and status of a failed search',
  (message, status) => {
    const cause = new Error(message);
    const error = searchFailed(cause, status);
    expect(isDomainError(error, 'UPSTREAM_ERROR')).toBe(true);
    expect(error.cause).toBe(cause);
    expect(error.status).toBe(status);
    expect(error.message.startsWith('Search failed')).toBe(true);
    expect(error.message.endsWith(message)).toBe(true);
  },
);
