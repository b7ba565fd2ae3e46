import { describe, expect, it } from 'vitest';
import { pageRobots } from './page-robots';

const publicPage = {
  kind: 'content',
  systemPage: false,
  protectedPage: false,
  languageFallback: false,
} as const;

describe('pageRobots', () => {
  it('indexes a public page in the visitor language and every collection page', () => {
    expect(pageRobots(publicPage)).toBe('index, follow');
    expect(pageRobots({ kind: 'collection' })).toBe('index, follow');
  });

  it('does not index a language fallback, but follows its links', () => {
    expect(pageRobots({ ...publicPage, languageFallback: true })).toBe('noindex, follow');
  });

  it('hides system pages, protected pages and the unindexed kinds entirely', () => {
    expect(pageRobots({ ...publicPage, systemPage: true })).toBe('noindex, nofollow');
    expect(pageRobots({ ...publicPage, protectedPage: true, languageFallback: true })).toBe(
      'noindex, nofollow',
    );
    expect(pageRobots({ kind: 'unindexed' })).toBe('noindex, nofollow');
  });
});
