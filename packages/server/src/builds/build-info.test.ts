import { describe, expect, it } from 'vitest';
import { buildInfo } from './build-info';

describe('buildInfo', () => {
  it('names a build by its entry file and tells when it was built', () => {
    const build = buildInfo({ entry: '/assets/entry-BRI2gego.js', builtAt: 1_700_000_000_000 });
    expect(build.id).toMatch(/^[0-9a-f]{16}$/);
    expect(build.timestamp).toBe(1_700_000_000_000);
    expect(buildInfo({ entry: '/assets/entry-BRI2gego.js', builtAt: 5 }).id).toBe(build.id);
  });

  it('changes when the bundle does', () => {
    expect(buildInfo({ entry: '/assets/entry-AAAAAAAA.js', builtAt: 0 }).id).not.toBe(
      buildInfo({ entry: '/assets/entry-BBBBBBBB.js', builtAt: 0 }).id,
    );
  });
});
