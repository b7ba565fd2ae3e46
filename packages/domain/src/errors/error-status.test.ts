import { describe, expect, it } from 'vitest';
import { pageNotFound, productNotFound } from './error-catalogue';
import { errorStatus } from './error-status';
import { UpstreamError } from './UpstreamError';

describe('the status of the error page', () => {
  it('is 404 for a page that is not found', () => {
    expect(errorStatus(pageNotFound('/en/nowhere'))).toBe(404);
  });

  it('is 500 for any other application error', () => {
    expect(errorStatus(productNotFound('cutter'))).toBe(500);
    expect(errorStatus(new UpstreamError('down', 502))).toBe(500);
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorStatus({})).toBe(500);
  });
});
