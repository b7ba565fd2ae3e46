import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { resolvePathLink } from './path-link';

test.prop([fc.string().filter((action) => action !== 'open-news-feed-panel')])(
  'every action other than open-news-feed-panel gives a warning naming it',
  (action) => {
    const resolved = resolvePathLink({ kind: 'action', action });
    expect(resolved.kind).toBe('warning');
    expect(resolved.kind === 'warning' && resolved.message.includes(`'${action}'`)).toBe(true);
  },
);

test.prop([fc.string()])('a fixed path is never turned into an action or a warning', (path) => {
  expect(resolvePathLink({ kind: 'path', path })).toEqual({ kind: 'path', path });
});
