import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { safeReturnPath } from './stored-authorization';

test.prop([fc.string()])('a return path always stays on the origin', (path) => {
  const safe = safeReturnPath(path);
  const url = new URL(safe, 'https://portal.example');
  expect(url.origin).toBe('https://portal.example');
  expect(safe === '/' || safe === path).toBe(true);
});

test.prop([fc.webPath().filter((path) => path.startsWith('/') && !path.startsWith('//'))])(
  'a path on the origin is kept as it is',
  (path) => {
    expect(safeReturnPath(path)).toBe(path);
  },
);
