import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { canonicalLetterCase } from './letter-case';
import { pathFromSegments, pathSegments } from './path-segments';
import { readRequestPath } from './request-path';

const segment = fc.stringMatching(/^[A-Za-z0-9-]{1,10}$/);
const slug = fc.option(fc.constantFrom('productronica', 'events'), { nil: null });

test.prop([fc.constantFrom('/en', '/de-ch', ''), fc.array(segment, { maxLength: 5 }), slug])(
  'only the letter case changes, never the segments or their number',
  (prefix, segments, pathSlug) => {
    const path = `${prefix}/${segments.join('/')}`;
    const canonical = canonicalLetterCase(readRequestPath(path), pathSlug);
    expect(canonical.toLowerCase()).toBe(pathFromSegments(pathSegments(path)).toLowerCase());
  },
);

test.prop([fc.array(segment, { maxLength: 5 }), slug])(
  'a path already in its canonical case stays as it is',
  (segments, pathSlug) => {
    const once = canonicalLetterCase(readRequestPath(`/en/${segments.join('/')}`), pathSlug);
    expect(canonicalLetterCase(readRequestPath(once), pathSlug)).toBe(once);
  },
);

test.prop([fc.constantFrom('productronica', 'events'), fc.array(segment, { maxLength: 3 })])(
  'the site slug is written as the site names it, however the request wrote it',
  (pathSlug, rest) => {
    const written = `/en/${pathSlug.toUpperCase()}/${rest.join('/')}`;
    expect(canonicalLetterCase(readRequestPath(written), pathSlug)).toMatch(
      new RegExp(`^/en/${pathSlug}(/|$)`),
    );
  },
);
