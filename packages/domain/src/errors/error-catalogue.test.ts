import { describe, expect, it } from 'vitest';
import { DomainError } from './DomainError';
import {
  noClassificationSlug,
  pageNotFound,
  productNotFound,
  searchFailed,
  unknownPathAction,
} from './error-catalogue';
import { UpstreamError } from './UpstreamError';

describe('the error catalogue', () => {
  it('says which page was not found', () => {
    const error = pageNotFound('/en/no-such-page');
    expect(error).toBeInstanceOf(DomainError);
    expect(error.code).toBe('PAGE_NOT_FOUND');
    expect(error.message).toBe('Page not found: /en/no-such-page');
  });

  it('names the product slug that was not found', () => {
    const error = productNotFound('cutter-355');
    expect(error.code).toBe('PRODUCT_NOT_FOUND');
    expect(error.message).toBe("No product found for slug 'cutter-355'");
  });

  it('reports a missing classification slug', () => {
    const error = noClassificationSlug();
    expect(error.code).toBe('NO_CLASSIFICATION_SLUG');
    expect(error.message).toBe('No classification slug found');
  });

  it('names the unknown path action', () => {
    const error = unknownPathAction('open-compare-panel');
    expect(error.code).toBe('UNKNOWN_PATH_ACTION');
    expect(error.message).toBe("No path action named 'open-compare-panel' exists");
  });
});

describe('a failed search', () => {
  it('carries the fetch error and its message', () => {
    const cause = new TypeError('fetch failed');
    const error = searchFailed(cause, 503);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.code).toBe('UPSTREAM_ERROR');
    expect(error.message).toBe('Search failed: fetch failed');
    expect(error.cause).toBe(cause);
    expect(error.status).toBe(503);
  });

  it('has no status when no answer arrived', () => {
    expect(searchFailed(new Error('socket hang up')).status).toBeNull();
  });

  it('says only that the search failed when the cause has no message', () => {
    expect(searchFailed('timeout').message).toBe('Search failed');
    expect(searchFailed(new Error('')).message).toBe('Search failed');
  });
});

describe('an upstream error', () => {
  it('has no cause unless one is given', () => {
    expect('cause' in new UpstreamError('down', 502)).toBe(false);
  });
});
