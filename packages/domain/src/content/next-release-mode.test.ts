import { describe, expect, it } from 'vitest';
import { nextReleaseMode } from './next-release-mode';

describe('next-release mode', () => {
  it('is turned on by the query nextRelease, which sets the cookie', () => {
    expect(nextReleaseMode({ nextRelease: null }, false)).toEqual({ enabled: true, cookie: 'set' });
    expect(nextReleaseMode({ nextRelease: 'true' }, false)).toEqual({
      enabled: true,
      cookie: 'set',
    });
  });

  it('is turned off by nextRelease=false, which removes the cookie', () => {
    expect(nextReleaseMode({ nextRelease: 'false' }, true)).toEqual({
      enabled: false,
      cookie: 'remove',
    });
  });

  it('follows the cookie without the query and keeps it', () => {
    expect(nextReleaseMode({}, true)).toEqual({ enabled: true, cookie: 'keep' });
    expect(nextReleaseMode({}, false)).toEqual({ enabled: false, cookie: 'keep' });
  });
});
