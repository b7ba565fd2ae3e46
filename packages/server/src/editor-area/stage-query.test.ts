import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { isPageId, requestedStage } from './stage-query';

function withQuery(query: Record<string, unknown>): Request {
  return { query } as unknown as Request;
}

describe('the stage of an editor call', () => {
  it.each([
    [{ stage: 'DRAFT' }, 'DRAFT'],
    [{ stage: 'PUBLISHED' }, 'PUBLISHED'],
    [{}, null],
    [{ stage: '' }, null],
    [{ stage: 'draft' }, null],
    [{ stage: ' DRAFT' }, null],
    [{ stage: 'ARCHIVED' }, null],
    [{ stage: ['DRAFT', 'DRAFT'] }, null],
    [{ stage: { DRAFT: '' } }, null],
  ])('of %j is %s', (query, stage) => {
    expect(requestedStage(withQuery(query))).toBe(stage);
  });
});

describe('a page id of an editor call', () => {
  it.each(['page-company', 'page-innovation-lab', '7f3c2a10-9b1d-4c55-a0e2-1d2f3a4b5c6d', 'a'])(
    'takes %s',
    (id) => {
      expect(isPageId(id)).toBe(true);
    },
  );

  it.each(['', '-page', '.env', 'a/b', 'a b', '<script>', 'päge', 'p'.repeat(129)])(
    'refuses %j',
    (id) => {
      expect(isPageId(id)).toBe(false);
    },
  );
});
