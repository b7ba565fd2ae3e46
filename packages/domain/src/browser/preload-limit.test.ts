import { describe, expect, it } from 'vitest';
import { mayStartPreload } from './preload-limit';

describe('route preloads', () => {
  it('run at most 4 at once', () => {
    expect(mayStartPreload(0)).toBe(true);
    expect(mayStartPreload(3, { effectiveType: '4g' })).toBe(true);
    expect(mayStartPreload(4)).toBe(false);
  });

  it('never run on slow connections or in data-saver mode', () => {
    expect(mayStartPreload(0, { effectiveType: 'slow-2g' })).toBe(false);
    expect(mayStartPreload(0, { effectiveType: '2g' })).toBe(false);
    expect(mayStartPreload(0, { effectiveType: '4g', saveData: true })).toBe(false);
  });
});
