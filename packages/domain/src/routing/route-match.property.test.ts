import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { matchRoute } from './route-match';

const segment = fc.string({ minLength: 1, maxLength: 8 }).filter((text) => !/[/?#]/.test(text));
const segments = fc.array(segment, { maxLength: 5 });

test.prop([segments])(
  'any decodable path matches some route, and the catch-all keeps every segment',
  (parts) => {
    const match = matchRoute(`/${parts.map((part) => encodeURIComponent(part)).join('/')}`);
    expect(match.kind).not.toBe('not-found');
    if (match.kind === 'content') {
      expect(match.rest).toEqual(parts);
    }
  },
);

test.prop([segments, fc.constantFrom('', '/', '//')])(
  'repeated and trailing slashes do not change the route',
  (parts, slashes) => {
    const path = `/${parts.map((part) => encodeURIComponent(part)).join('/')}`;
    expect(matchRoute(`${path.replaceAll('/', '//')}${slashes}`)).toEqual(matchRoute(path));
  },
);

const escapedPath = fc
  .array(fc.constantFrom('%', 'E0', 'A4', 'AD', '2F', 'C3', 'A9', '/', 'a', '?', '#'), {
    maxLength: 10,
  })
  .map((parts) => `/${parts.join('')}`);

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path.split(/[?#]/)[0] ?? '');
    return true;
  } catch {
    return false;
  }
}

test.prop([escapedPath])(
  'only a path that cannot be decoded gives the 404 state, naming the path',
  (path) => {
    const match = matchRoute(path);
    expect(match.kind === 'not-found').toBe(!isDecodable(path));
    if (match.kind === 'not-found') {
      expect(match.message).toBe(`Page not found: ${path}`);
    }
  },
);
