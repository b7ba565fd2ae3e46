import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { pageRobots } from './page-robots';

test.prop([fc.boolean(), fc.boolean(), fc.boolean()])(
  'indexes a content page exactly when it is public, not a system page and no fallback',
  (systemPage, protectedPage, languageFallback) => {
    const robots = pageRobots({ kind: 'content', systemPage, protectedPage, languageFallback });
    expect(robots === 'index, follow').toBe(!systemPage && !protectedPage && !languageFallback);
    // Links are followed unless the page itself is hidden.
    expect(robots.endsWith(', follow')).toBe(!systemPage && !protectedPage);
  },
);
