import { describe, expect, it } from 'vitest';
import { DomainError } from './DomainError';
import { shouldLogError } from './error-logging';

describe('logging the error the error page shows', () => {
  it('skips errors that are empty objects', () => {
    expect(shouldLogError({})).toBe(false);
    expect(shouldLogError(Object.create(null))).toBe(false);
  });

  it('logs errors that carry something', () => {
    expect(shouldLogError({ statusCode: 500 })).toBe(true);
    expect(shouldLogError(new Error('boom'))).toBe(true);
    expect(shouldLogError(new DomainError('PAGE_NOT_FOUND', 'Page not found: /x'))).toBe(true);
    expect(shouldLogError('boom')).toBe(true);
    expect(shouldLogError(0)).toBe(true);
    expect(shouldLogError([])).toBe(true);
  });

  it('logs an Error even without a message', () => {
    expect(shouldLogError(new Error())).toBe(true);
  });

  it('has nothing to log for null or undefined', () => {
    expect(shouldLogError(null)).toBe(false);
    expect(shouldLogError(undefined)).toBe(false);
  });
});
