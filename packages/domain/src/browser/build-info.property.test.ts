import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { buildMetaPath, readBuildInfo, readRouteRules } from './build-info';

test.prop([fc.anything()])('reads any answer without throwing', (json) => {
  const info = readBuildInfo(json);
  expect(info === null || info.id !== '').toBe(true);
  for (const rule of readRouteRules(json)) {
    expect(rule.pattern.startsWith('/')).toBe(true);
    expect(rule.to).not.toBe('');
  }
});

test.prop([fc.string()])('keeps a build identifier inside one path segment', (id) => {
  const path = buildMetaPath(id);
  expect(path.startsWith('/builds/meta/')).toBe(true);
  expect(path.slice('/builds/meta/'.length).includes('/')).toBe(false);
});

test.prop([fc.string({ minLength: 1 }), fc.integer()])(
  'keeps any non-empty identifier',
  (id, timestamp) => {
    expect(readBuildInfo({ id, timestamp })).toEqual({ id, timestamp });
  },
);
