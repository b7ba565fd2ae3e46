import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReleaseWatch } from './release-watch';

function visibility() {
  const listeners: (() => void)[] = [];
  return {
    visibilityState: 'visible',
    addEventListener: (_type: string, listener: () => void) => void listeners.push(listener),
    show() {
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => vi.useRealTimers());

describe('watching for a new release', () => {
  it('takes the first answer as the build this page runs and navigates in the page', async () => {
    const fetchJson = vi.fn(async () => ({ id: 'build-1', timestamp: 1 }));
    const watch = new ReleaseWatch({ fetchJson, document: visibility(), now: () => 1_700 });
    expect(watch.mode()).toBe('client');
    await watch.poll();
    expect(fetchJson).toHaveBeenCalledWith('/builds/latest.json?t=1700');
    expect(watch.runningBuildId()).toBe('build-1');
    await expect(watch.runningBuild).resolves.toBe('build-1');
    expect(watch.mode()).toBe('client');
  });

  it('makes the next navigation a full page load once the build has changed', async () => {
    const fetchJson = vi
      .fn<(url: string) => Promise<unknown>>()
      .mockResolvedValueOnce({ id: 'build-1' })
      .mockResolvedValueOnce({ id: 'build-2' });
    const watch = new ReleaseWatch({ fetchJson, document: visibility() });
    await watch.poll();
    await watch.poll();
    expect(watch.runningBuildId()).toBe('build-1');
    expect(watch.mode()).toBe('full-reload');
  });

  it('changes nothing when a poll fails or answers nonsense', async () => {
    const fetchJson = vi
      .fn<(url: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ id: 'build-1' })
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ id: '' });
    const watch = new ReleaseWatch({ fetchJson, document: visibility() });
    await watch.poll();
    expect(watch.runningBuildId()).toBeNull();
    await watch.poll();
    await watch.poll();
    await watch.poll();
    expect(watch.runningBuildId()).toBe('build-1');
    expect(watch.mode()).toBe('client');
  });

  it('polls at start, every 5 minutes and when the tab comes back into view', async () => {
    vi.useFakeTimers();
    const fetchJson = vi.fn(async () => ({ id: 'build-1' }));
    const document = visibility();
    new ReleaseWatch({ fetchJson, document }).start();
    expect(fetchJson).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * 60 * 1_000);
    expect(fetchJson).toHaveBeenCalledTimes(2);
    document.show();
    expect(fetchJson).toHaveBeenCalledTimes(3);
    document.visibilityState = 'hidden';
    document.show();
    expect(fetchJson).toHaveBeenCalledTimes(3);
  });
});
