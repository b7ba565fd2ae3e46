import { isAuthError } from '@kmx/domain/auth';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../test-support/FakeClock';
import { FakeFrameDocument } from '../test-support/FakeFrames';
import { silentFrameAnswer } from './silent-frame';

const request = {
  authorizeUrl: 'https://portal.example/am/authorize?prompt=none&state=s1',
  callbackUri: 'https://portal.example/blank-callback',
  timeout: 3000,
};

function setup() {
  const clock = new FakeClock();
  const frames = new FakeFrameDocument();
  const environment = { document: frames.asDocument(), timers: clock };
  return { clock, frames, environment };
}

describe('given the provider answers to the silent callback page', () => {
  it('answers the callback URL the frame arrived at', async () => {
    const { frames, environment } = setup();
    const answer = silentFrameAnswer(environment, request);
    frames.lastFrame.load('https://portal.example/blank-callback?code=c1&state=s1');
    expect((await answer).href).toBe('https://portal.example/blank-callback?code=c1&state=s1');
  });

  it('loads the authorization request in a hidden frame', () => {
    const { frames, environment } = setup();
    void silentFrameAnswer(environment, request);
    const frame = frames.lastFrame;
    expect(frame.src).toBe(request.authorizeUrl);
    expect(frame.style.display).toBe('none');
    expect(frame.attributes.get('aria-hidden')).toBe('true');
    expect(frame.attributes.get('tabindex')).toBe('-1');
  });

  it('removes the frame, its listener and its timer', async () => {
    const { clock, frames, environment } = setup();
    const answer = silentFrameAnswer(environment, request);
    frames.lastFrame.load('https://portal.example/blank-callback?error=login_required&state=s1');
    await answer;
    expect(frames.lastFrame.removed).toBe(true);
    expect(frames.lastFrame.listenerCount).toBe(0);
    expect(clock.pendingTimers).toBe(0);
  });

  it('waits past loads of other same-origin pages', async () => {
    const { frames, environment } = setup();
    let settled = false;
    const answer = silentFrameAnswer(environment, request).then((url) => {
      settled = true;
      return url;
    });
    frames.lastFrame.load('about:blank');
    frames.lastFrame.load('https://portal.example/am/interaction/x1');
    frames.lastFrame.load('https://portal.example/blank-callback-other?code=c');
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(frames.lastFrame.removed).toBe(false);
    frames.lastFrame.load('https://portal.example/blank-callback?code=c1&state=s1');
    expect((await answer).searchParams.get('code')).toBe('c1');
  });
});

describe('given the frame stays on a page of another origin', () => {
  it('fails as a cross-origin redirection and removes the frame', async () => {
    const { clock, frames, environment } = setup();
    const answer = silentFrameAnswer(environment, request).catch((error: unknown) => error);
    frames.lastFrame.load('cross-origin');
    const error = await answer;
    expect(isAuthError(error, 'CROSS_ORIGIN_REDIRECTION')).toBe(true);
    expect((error as Error).message).toBe('Cross-origin redirection');
    expect(frames.lastFrame.removed).toBe(true);
    expect(clock.pendingTimers).toBe(0);
  });
});

describe('given no answer within the timeout', () => {
  it('fails with Authorization timed out and removes the frame', async () => {
    const { clock, frames, environment } = setup();
    const answer = silentFrameAnswer(environment, request).catch((error: unknown) => error);
    await clock.advance(2999);
    expect(frames.lastFrame.removed).toBe(false);
    await clock.advance(1);
    const error = await answer;
    expect(isAuthError(error, 'AUTHORIZATION_TIMEOUT')).toBe(true);
    expect((error as Error).message).toBe('Authorization timed out');
    expect(frames.lastFrame.removed).toBe(true);
    expect(frames.lastFrame.listenerCount).toBe(0);
  });
});

describe('given the frame cannot be added', () => {
  it('fails with that error and leaves no timer', async () => {
    const { clock, frames, environment } = setup();
    frames.failAppend = true;
    const error = await silentFrameAnswer(environment, request).catch((e: unknown) => e);
    expect((error as DOMException).name).toBe('InvalidStateError');
    expect(clock.pendingTimers).toBe(0);
  });
});
