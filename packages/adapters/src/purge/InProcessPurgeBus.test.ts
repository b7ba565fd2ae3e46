import type { Logger } from '@kmx/domain/ports';
import { describe, expect, it, vi } from 'vitest';
import { InProcessPurgeBus } from './InProcessPurgeBus';

function silentLogger(): Logger {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

describe('InProcessPurgeBus', () => {
  it('tells every listener, and settles once they have finished', async () => {
    const bus = new InProcessPurgeBus(silentLogger());
    const done: string[] = [];
    bus.subscribe(async () => {
      await Promise.resolve();
      done.push('page cache');
    });
    bus.subscribe(() => {
      done.push('data cache');
    });
    await bus.publish({ kind: 'all' });
    expect(done.sort()).toEqual(['data cache', 'page cache']);
  });

  it('goes on past a listener that fails, and logs it', async () => {
    const logger = silentLogger();
    const bus = new InProcessPurgeBus(logger);
    const heard = vi.fn();
    bus.subscribe(() => Promise.reject(new Error('broken')));
    bus.subscribe(heard);
    await bus.publish({ kind: 'pages', ids: ['p-1'], paths: [] });
    expect(heard).toHaveBeenCalledWith({ kind: 'pages', ids: ['p-1'], paths: [] });
    expect(logger.error).toHaveBeenCalledWith('a cache purge listener failed', expect.anything());
  });

  it('no longer tells a listener that unsubscribed', async () => {
    const bus = new InProcessPurgeBus(silentLogger());
    const heard = vi.fn();
    bus.subscribe(heard)();
    await bus.publish({ kind: 'all' });
    expect(heard).not.toHaveBeenCalled();
  });

  it('tells nobody here for a purge meant for the other instances alone', async () => {
    const bus = new InProcessPurgeBus(silentLogger());
    const heard = vi.fn();
    bus.subscribe(heard);
    await bus.publish({ kind: 'all' }, 'elsewhere');
    expect(heard).not.toHaveBeenCalled();
  });
});
