import { describe, expect, it } from 'vitest';
import { retriesFor, shouldRetry } from './retry-policy';

describe('the retry policy', () => {
  it('retries a GET once on each of 408, 409, 425, 429, 500, 502, 503 and 504', () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
      expect(retriesFor('GET', status)).toBe(1);
    }
  });

  it('does not retry on other statuses', () => {
    for (const status of [200, 301, 400, 401, 403, 404, 501, 505]) {
      expect(retriesFor('GET', status)).toBe(0);
    }
  });

  it('never retries PATCH, POST, PUT or DELETE', () => {
    for (const method of ['PATCH', 'POST', 'PUT', 'DELETE']) {
      expect(retriesFor(method, 503)).toBe(0);
    }
  });

  it('retries HEAD and OPTIONS like GET', () => {
    expect(retriesFor('HEAD', 502)).toBe(1);
    expect(retriesFor('OPTIONS', 429)).toBe(1);
  });

  it('reads the method regardless of case', () => {
    expect(retriesFor('post', 503)).toBe(0);
    expect(retriesFor('get', 503)).toBe(1);
  });

  it('retries a request that got no answer at all once', () => {
    expect(retriesFor('GET', null)).toBe(1);
    expect(retriesFor('POST', null)).toBe(0);
  });
});

describe('whether to try again', () => {
  it('tries a failed GET a second time but not a third', () => {
    expect(shouldRetry('GET', 503, 0)).toBe(true);
    expect(shouldRetry('GET', 503, 1)).toBe(false);
  });

  it('never tries a failed POST again', () => {
    expect(shouldRetry('POST', 503, 0)).toBe(false);
  });
});
