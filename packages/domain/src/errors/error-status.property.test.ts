import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { DomainErrorCode } from './DomainError';
import { DomainError } from './DomainError';
import { errorStatus } from './error-status';

const code = fc.constantFrom<DomainErrorCode>(
  'PAGE_NOT_FOUND',
  'UNKNOWN_ROUTE_MIDDLEWARE',
  'UNKNOWN_TRANSLATION_FILE',
  'SITE_WITHOUT_DOMAIN',
  'PRODUCT_NOT_FOUND',
  'NO_CLASSIFICATION_SLUG',
  'UNKNOWN_NAVIGATION_SLUG',
  'UNKNOWN_PATH_ACTION',
  'INVALID_HOME_PAGE',
  'UPSTREAM_ERROR',
  'INVALID_CONFIGURATION',
);

test.prop([code, fc.string()])('gives 404 exactly for PAGE_NOT_FOUND', (errorCode, message) => {
  expect(errorStatus(new DomainError(errorCode, message))).toBe(
    errorCode === 'PAGE_NOT_FOUND' ? 404 : 500,
  );
});

test.prop([fc.anything()])('gives 500 for anything that is not a domain error', (thrown) => {
  expect(errorStatus(thrown)).toBe(500);
});
