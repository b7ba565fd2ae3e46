import { describe, expect, it } from 'vitest';
import {
  asyncComponentDelayMs,
  contactReplyHours,
  frameworkCacheIntervalMs,
  loadingIndicatorDelayMs,
  manifestFetchDelayMs,
  maxConcurrentRoutePreloads,
  newsFeedPageSize,
  pageHeadDebounceMs,
  scrollRestoreDelayMs,
  uploadMaxBytes,
} from './site-constants';

describe('the business constants of the site', () => {
  it('renew the framework cache every hour and delay async components by 200 ms', () => {
    expect(frameworkCacheIntervalMs).toBe(60 * 60 * 1_000);
    expect(asyncComponentDelayMs).toBe(200);
  });

  it('debounce the page head by 10 ms and delay the loading indicator by 100 ms', () => {
    expect(pageHeadDebounceMs).toBe(10);
    expect(loadingIndicatorDelayMs).toBe(100);
  });

  it('fetch the manifest 1 second after start and preload at most 4 routes at once', () => {
    expect(manifestFetchDelayMs).toBe(1_000);
    expect(maxConcurrentRoutePreloads).toBe(4);
  });

  it('restore the scroll position after 100 ms', () => {
    expect(scrollRestoreDelayMs).toBe(100);
  });

  it('page the news feed by 10 and limit uploads to 100 MB', () => {
    expect(newsFeedPageSize).toBe(10);
    expect(uploadMaxBytes).toBe(100 * 1024 * 1024);
  });

  it('promise a reply within 24 hours', () => {
    expect(contactReplyHours).toBe(24);
  });
});
