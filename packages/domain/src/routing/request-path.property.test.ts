import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { pathFromSegments } from './path-segments';
import { pathWithinSite, readRequestPath } from './request-path';

const segment = fc.constantFrom('en', 'de-ch', 'EN', 'events', 'company', 'x', '%E0', '');
const path = fc.array(segment, { maxLength: 5 }).map((segments) => `/${segments.join('/')}`);

test.prop([path])('the locale segment and the segments after it make the path', (value) => {
  const { localeSegment, segments } = readRequestPath(value);
  expect(pathFromSegments([localeSegment ?? '', ...segments])).toBe(
    pathFromSegments(value.split('/')),
  );
});

test.prop([
  fc.array(segment, { maxLength: 4 }),
  fc.option(fc.constantFrom('events', 'x'), { nil: null }),
])('the path within a site loses at most the site slug', (segments, slug) => {
  const within = pathWithinSite(segments, slug);
  const all = pathFromSegments(segments);
  expect(
    within === all ||
      `${pathFromSegments([segments[0] ?? ''])}${within === '/' ? '' : within}` === all,
  ).toBe(true);
});
