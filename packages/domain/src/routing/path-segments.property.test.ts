import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { pathFromSegments, pathPart, pathSegments } from './path-segments';

const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
const messyPath = fc.array(fc.constantFrom('/', '//', 'de', 'x', 'a-b', ''), { maxLength: 8 });

test.prop([fc.array(segment, { maxLength: 6 })])(
  'splitting a joined path gives back its segments',
  (segments) => {
    expect(pathSegments(pathFromSegments(segments))).toEqual(segments);
  },
);

test.prop([messyPath])('a joined path never has an empty segment or a trailing slash', (parts) => {
  const path = pathFromSegments(pathSegments(parts.join('')));
  expect(path.startsWith('/')).toBe(true);
  expect(path.includes('//')).toBe(false);
  expect(path === '/' || !path.endsWith('/')).toBe(true);
});

test.prop([fc.string(), fc.string()])('the path part never holds a query or fragment', (a, b) => {
  const part = pathPart(`${a}?${b}`);
  expect(part.includes('?') || part.includes('#')).toBe(false);
});
