import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteRulesClient } from './route-rules-client';

afterEach(() => vi.useRealTimers());

describe('the route rules of the running build', () => {
  it('are fetched 1 second after start and then apply', async () => {
    vi.useFakeTimers();
    const fetchJson = vi.fn(async () => ({
      id: 'build-1',
      timestamp: 1,
      routeRules: [{ pattern: '/old/**', to: '/new/**', status: 301 }],
    }));
    const client = new RouteRulesClient(fetchJson);
    const read = client.start(Promise.resolve('build-1'));
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchJson).not.toHaveBeenCalled();
    expect(client.target('/de/old/x')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await read;
    expect(fetchJson).toHaveBeenCalledWith('/builds/meta/build-1.json');
    expect(client.target('/de/old/x')).toBe('/de/new/x');
    expect(client.target('/de/company')).toBeNull();
  });

  it('wait for the build to be known', async () => {
    vi.useFakeTimers();
    const fetchJson = vi.fn(async () => ({ routeRules: [] }));
    let known: (id: string) => void = () => undefined;
    const client = new RouteRulesClient(fetchJson);
    const read = client.start(new Promise((resolve) => (known = resolve)));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchJson).not.toHaveBeenCalled();
    known('build-7');
    await read;
    expect(fetchJson).toHaveBeenCalledWith('/builds/meta/build-7.json');
  });

  it('leave every page alone when the manifest cannot be had', async () => {
    const client = new RouteRulesClient(async () => {
      throw new Error('404');
    }, 0);
    await client.start(Promise.resolve('build-1'));
    expect(client.target('/en/old')).toBeNull();
  });
});
