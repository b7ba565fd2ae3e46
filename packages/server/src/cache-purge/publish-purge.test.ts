import { InProcessPurgeBus } from '@kmx/adapters';
import type { Page } from '@kmx/domain/content';
import type { CachePurge } from '@kmx/domain/policies';
import type { ContentSource, ContextualSource, ReadContext } from '@kmx/domain/ports';
import { describe, expect, it, vi } from 'vitest';
import { publishPurge } from './publish-purge';

const silent = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };

/** The content service knows page p-1 at /company; p-9 fails to load; others are unknown. */
function content(contexts: ReadContext[]): ContextualSource<ContentSource> {
  return {
    withContext(context) {
      contexts.push(context);
      return {
        pageById: ({ id }: { id: string }) => {
          if (id === 'p-9') return Promise.reject(new Error('content service down'));
          return Promise.resolve(id === 'p-1' ? ({ id, url: '/company' } as Page) : null);
        },
      } as unknown as ContentSource;
    },
  };
}

describe('publishPurge', () => {
  it('adds the paths of pages named by id, read past the data cache, and tells every instance', async () => {
    const bus = new InProcessPurgeBus(silent);
    const heard: CachePurge[] = [];
    bus.subscribe((purge) => {
      heard.push(purge);
    });
    const contexts: ReadContext[] = [];
    const report = await publishPurge(
      { kind: 'pages', ids: ['p-1', 'p-2', 'p-9'], paths: ['/news'] },
      { bus, content: content(contexts) },
    );
    expect(contexts).toEqual([{ mode: 'bypass', nextRelease: false, stage: 'PUBLISHED' }]);
    expect(heard).toEqual([
      { kind: 'pages', ids: ['p-1', 'p-2', 'p-9'], paths: ['/news', '/company'] },
    ]);
    expect(report).toEqual({
      ids: ['p-1', 'p-2', 'p-9'],
      paths: ['/news', '/company'],
      unresolvedIds: ['p-2', 'p-9'],
    });
  });

  it('tells every instance to empty everything for all, asking the content service nothing', async () => {
    const bus = new InProcessPurgeBus(silent);
    const heard: CachePurge[] = [];
    bus.subscribe((purge) => {
      heard.push(purge);
    });
    const contexts: ReadContext[] = [];
    expect(await publishPurge({ kind: 'all' }, { bus, content: content(contexts) })).toEqual({
      all: true,
    });
    expect(heard).toEqual([{ kind: 'all' }]);
    expect(contexts).toEqual([]);
  });
});
