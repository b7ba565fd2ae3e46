import { describe, expect, it, vi } from 'vitest';
import { jsonFetcher } from './fetch-json';

describe('fetching JSON', () => {
  it('asks past any cache and reads the answer', async () => {
    const fetchFn = vi.fn(async () => new Response('{"id":"b1"}'));
    await expect(jsonFetcher(fetchFn)('/builds/latest.json?t=1')).resolves.toEqual({ id: 'b1' });
    expect(fetchFn).toHaveBeenCalledWith(
      '/builds/latest.json?t=1',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('rejects an error status', async () => {
    const fetchFn = vi.fn(async () => new Response('{}', { status: 404 }));
    await expect(jsonFetcher(fetchFn)('/builds/meta/x.json')).rejects.toThrow('404');
  });
});
