import { describe, expect, it } from 'vitest';
import { checkDraftAnswer } from './draft-answer';

describe('checkDraftAnswer', () => {
  it('passes the data of an open page, and of no page', () => {
    const open = { data: { page: { id: 'p', protection: 'none' } } };
    expect(checkDraftAnswer('DraftPage', open)).toEqual({ kind: 'pass', body: open });
    expect(checkDraftAnswer('DraftPage', { data: { page: null } })).toEqual({
      kind: 'pass',
      body: { data: { page: null } },
    });
  });

  it('refuses a page protected by a password or a role', () => {
    expect(checkDraftAnswer('DraftPage', { data: { page: { protection: 'password' } } })).toEqual({
      kind: 'protected',
    });
    expect(checkDraftAnswer('DraftPage', { data: { page: { protection: 'partner' } } })).toEqual({
      kind: 'protected',
    });
  });

  it('refuses what it cannot read: errors, no data, a page without its protection', () => {
    for (const answer of [
      null,
      'text',
      { errors: [{ message: 'boom' }] },
      { data: { page: { id: 'p' } }, errors: [{ message: 'partial' }] },
      { data: { page: { id: 'p' } } },
      { data: null },
    ]) {
      expect(checkDraftAnswer('DraftPage', answer)).toEqual({ kind: 'invalid' });
    }
  });

  it('passes navigation data as it is', () => {
    const navigation = { data: { navigationTree: { id: 'nav', items: [] } } };
    expect(checkDraftAnswer('DraftNavigation', navigation)).toEqual({
      kind: 'pass',
      body: navigation,
    });
  });
});
