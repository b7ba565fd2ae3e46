import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { pageNotFound } from '../errors/error-catalogue';
import { pageNotFoundState } from './page-not-found';

test.prop([fc.string()])(
  'the state carries the error catalogue code and message naming the path',
  (path) => {
    const state = pageNotFoundState(path);
    expect(state.message).toBe(`Page not found: ${path}`);
    expect(state).toMatchObject({
      code: pageNotFound(path).code,
      message: pageNotFound(path).message,
      path,
    });
  },
);
