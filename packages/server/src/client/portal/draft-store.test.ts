import { describe, expect, it } from 'vitest';
import { DraftStore, isTextDraft, type DraftStorage } from './draft-store';

function memory(): DraftStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('DraftStore', () => {
  it('keeps a draft until the server saved it', () => {
    const storage = memory();
    const drafts = new DraftStore(() => storage);
    drafts.write('new-ticket', { subject: 'Crimp height', description: 'Too low' });
    expect(new DraftStore(() => storage).read('new-ticket', isTextDraft)).toEqual({
      subject: 'Crimp height',
      description: 'Too low',
    });
    drafts.remove('new-ticket');
    expect(drafts.read('new-ticket', isTextDraft)).toBeNull();
  });

  it('ignores a stored value of another shape', () => {
    const storage = memory();
    storage.setItem('kmx-portal-draft:new-ticket', '{"subject":1}');
    storage.setItem('kmx-portal-draft:comment:T-1', 'not json');
    const drafts = new DraftStore(() => storage);
    expect(drafts.read('new-ticket', isTextDraft)).toBeNull();
    expect(drafts.read('comment:T-1', isTextDraft)).toBeNull();
  });

  it('keeps working where storage is full or refused', () => {
    const refusing: DraftStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const drafts = new DraftStore(() => refusing);
    expect(() => drafts.write('x', { text: 'a' })).not.toThrow();
    expect(() => drafts.remove('x')).not.toThrow();
    expect(drafts.read('x', isTextDraft)).toBeNull();
    expect(new DraftStore(() => null).read('x', isTextDraft)).toBeNull();
  });
});
