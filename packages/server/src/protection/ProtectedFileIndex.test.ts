import type { ProtectedFile, ProtectedMedia } from '@kmx/domain/ports';
import { describe, expect, it } from 'vitest';
import { ProtectedFileIndex } from './ProtectedFileIndex';

const komaxPage = {
  siteId: 'site-brand-portal',
  url: '/komax/inner',
  protection: 'password',
} as const;

/** A content service whose answers the test sets, counting the calls. */
function contentService(answers: (() => Promise<readonly ProtectedFile[]>)[]) {
  const source = {
    calls: 0,
    protectedFiles(): Promise<readonly ProtectedFile[]> {
      const answer = answers[Math.min(source.calls, answers.length - 1)];
      source.calls += 1;
      return answer === undefined ? Promise.resolve([]) : answer();
    },
  } satisfies ProtectedMedia & { calls: number };
  return source;
}

const listing =
  (...urls: string[]) =>
  () =>
    Promise.resolve(urls.map((url) => ({ url, pages: [komaxPage] })));
const failing = () => Promise.reject(new Error('content service down'));

describe('the protected files index', () => {
  it('names the pages of a protected file, whatever the case of its address, and none for others', async () => {
    const index = new ProtectedFileIndex({
      source: contentService([listing('/media/downloads/logo.svg')]),
      clock: { now: () => 0 },
    });
    expect(await index.pagesOf('/media/downloads/logo.svg')).toEqual([komaxPage]);
    expect(await index.pagesOf('/media/downloads/LOGO.svg')).toEqual([komaxPage]);
    expect(await index.pagesOf('/media/brands/logo.svg')).toEqual([]);
  });

  it('asks the content service again once its list is old, answering from the old one meanwhile', async () => {
    let now = 0;
    const source = contentService([listing('/media/a.pdf'), listing('/media/b.pdf')]);
    const index = new ProtectedFileIndex({ source, clock: { now: () => now }, lifetimeMs: 1000 });
    expect(await index.pagesOf('/media/a.pdf')).toHaveLength(1);
    now = 999;
    await index.pagesOf('/media/a.pdf');
    expect(source.calls).toBe(1);
    now = 1000;
    expect(await index.pagesOf('/media/a.pdf')).toHaveLength(1);
    await Promise.resolve();
    expect(source.calls).toBe(2);
    expect(await index.pagesOf('/media/b.pdf')).toHaveLength(1);
    expect(await index.pagesOf('/media/a.pdf')).toHaveLength(0);
  });

  it('keeps its last list while the content service fails', async () => {
    let now = 0;
    const source = contentService([listing('/media/a.pdf'), failing]);
    const index = new ProtectedFileIndex({ source, clock: { now: () => now }, lifetimeMs: 1000 });
    await index.pagesOf('/media/a.pdf');
    now = 5000;
    expect(await index.pagesOf('/media/a.pdf')).toHaveLength(1);
    await Promise.resolve();
    expect(await index.pagesOf('/media/a.pdf')).toHaveLength(1);
    expect(source.calls).toBeGreaterThanOrEqual(2);
  });

  it('fails, so no file is sent, while no list ever arrived', async () => {
    const source = contentService([failing, listing('/media/a.pdf')]);
    const index = new ProtectedFileIndex({ source, clock: { now: () => 0 } });
    await expect(index.pagesOf('/media/a.pdf')).rejects.toThrow('content service down');
    expect(await index.pagesOf('/media/a.pdf')).toHaveLength(1);
  });
});
