import { describe, expect, it } from 'vitest';
import { pageNotFoundState } from './page-not-found';

describe('the 404 state', () => {
  it('says which page was not found', () => {
    expect(pageNotFoundState('/de/nowhere')).toEqual({
      kind: 'not-found',
      code: 'PAGE_NOT_FOUND',
      path: '/de/nowhere',
      message: 'Page not found: /de/nowhere',
    });
  });
});
