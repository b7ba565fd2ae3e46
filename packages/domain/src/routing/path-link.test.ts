import { describe, expect, it } from 'vitest';
import { resolvePathLink } from './path-link';

describe('a path link', () => {
  it('leads to its fixed path', () => {
    expect(resolvePathLink({ kind: 'path', path: '/company/about' })).toEqual({
      kind: 'path',
      path: '/company/about',
    });
  });

  it('triggers the known action open-news-feed-panel', () => {
    expect(resolvePathLink({ kind: 'action', action: 'open-news-feed-panel' })).toEqual({
      kind: 'action',
      action: 'open-news-feed-panel',
    });
  });

  it('gives a warning, not an error, that no such action exists for an unknown action', () => {
    expect(resolvePathLink({ kind: 'action', action: 'open-search' })).toEqual({
      kind: 'warning',
      code: 'UNKNOWN_PATH_ACTION',
      message: "No path action named 'open-search' exists",
    });
  });
});
