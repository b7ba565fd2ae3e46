// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../test-support/FakeClock';
import { silentFrameAnswer } from './silent-frame';

/**
 * The same frame handling with the DOM's own elements. The container is not in the document, so
 * happy-dom does not load the frame; the test plays the provider by setting the frame's location.
 */
describe('given real DOM elements', () => {
  it('reads the callback location of a real frame and removes it', async () => {
    const clock = new FakeClock();
    const body = document.createElement('div');
    const environment = {
      document: { createElement: document.createElement.bind(document), body },
      timers: clock,
    };
    const answer = silentFrameAnswer(environment, {
      authorizeUrl: 'https://portal.example/am/authorize?prompt=none',
      callbackUri: 'https://portal.example/blank-callback',
      timeout: 3000,
    });
    const frame = body.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://portal.example/am/authorize?prompt=none');
    expect(frame?.style.display).toBe('none');
    Object.defineProperty(frame, 'contentWindow', {
      value: { location: { href: 'https://portal.example/blank-callback?code=c1&state=s1' } },
    });
    frame?.dispatchEvent(new Event('load'));
    expect((await answer).searchParams.get('code')).toBe('c1');
    expect(body.querySelector('iframe')).toBeNull();
    expect(clock.pendingTimers).toBe(0);
  });
});
