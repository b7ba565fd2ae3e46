import { describe, expect, it, vi } from 'vitest';
import { completeCallback, type CallbackWindow } from './callback-address';

function callbackWindow(href: string) {
  const replaced: string[] = [];
  const shown: string[] = [];
  const window: CallbackWindow = {
    location: { href, replace: (target) => replaced.push(target) },
    history: { replaceState: (_state, _unused, url) => shown.push(String(url)) },
  };
  return { window, replaced, shown };
}

const href = 'http://localhost:3000/de-ch/callback?code=c0de&state=st4te';

describe('completeCallback', () => {
  it('takes code and state out of the address bar before the exchange, then returns', async () => {
    const { window, replaced, shown } = callbackWindow(href);
    const handleCallback = vi.fn(() => {
      expect(shown).toEqual(['/de-ch/callback']);
      return Promise.resolve('/de-ch/mykomax/tickets/list?mine=1');
    });
    await completeCallback(window, { handleCallback, report: () => undefined });
    expect(handleCallback).toHaveBeenCalledWith(href);
    expect(replaced).toEqual(['/de-ch/mykomax/tickets/list?mine=1']);
  });

  it("goes to the portal's home after a failed exchange", async () => {
    const { window, replaced } = callbackWindow(href);
    const report = vi.fn();
    await completeCallback(window, {
      handleCallback: () => Promise.reject(new Error('State mismatch')),
      report,
    });
    expect(report).toHaveBeenCalledWith('Sign-in failed', expect.any(Error));
    expect(replaced).toEqual(['/de-ch/mykomax']);
  });
});
