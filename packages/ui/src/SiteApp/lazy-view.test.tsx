import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyView } from './lazy-view';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('a view whose code loads on demand', () => {
  it('renders at once, even on the server, once its code is preloaded', async () => {
    const View = lazyView(() => Promise.resolve(Greeting));
    await View.preload();
    expect(renderToString(<View name="Ada" />)).toContain('Hello <!-- -->Ada');
    render(<View name="Ada" />);
    expect(screen.getByText('Hello Ada')).not.toBeNull();
  });

  it('loads its code only once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const View = lazyView(load);
    await Promise.all([View.preload(), View.preload()]);
    await View.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends until its code is there when it was not preloaded', async () => {
    let resolve: (component: typeof Greeting) => void = () => undefined;
    const View = lazyView(() => new Promise<typeof Greeting>((done) => (resolve = done)));
    render(<View name="Ada" />);
    expect(screen.queryByText('Hello Ada')).toBeNull();
    await act(async () => resolve(Greeting));
    expect(await screen.findByText('Hello Ada')).not.toBeNull();
  });

  it('loads again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const View = lazyView(load);
    await expect(View.preload()).rejects.toThrow('offline');
    await View.preload();
    expect(load).toHaveBeenCalledTimes(2);
    render(<View name="Ada" />);
    expect(screen.getByText('Hello Ada')).not.toBeNull();
  });

  it('keeps a failed render failed until told to try again', async () => {
    let online = false;
    const load = vi.fn(() =>
      online ? Promise.resolve(Greeting) : Promise.reject(new Error('offline')),
    );
    const View = lazyView(load);
    const failures: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      event.preventDefault();
      failures.push(event.error);
    };
    window.addEventListener('error', onError);
    try {
      const { unmount } = render(
        <Suspense fallback="loading">
          <View name="Ada" />
        </Suspense>,
      );
      await vi.waitFor(() => expect(failures.length).toBeGreaterThan(0));
      unmount();
    } finally {
      window.removeEventListener('error', onError);
    }
    const calls = load.mock.calls.length;
    online = true;
    // Told twice to try again, it loads once more.
    View.retry();
    View.retry();
    render(
      <Suspense fallback="loading">
        <View name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ada')).not.toBeNull();
    expect(load).toHaveBeenCalledTimes(calls + 1);
  });
});
