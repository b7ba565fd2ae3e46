import { isAuthError } from '@kmx/domain/auth';
import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../test-support/FakeClock';
import type { RequestContext } from './provider-request';
import { postForm, providerRequest } from './provider-request';

function context(fetch: typeof globalThis.fetch, clock = new FakeClock()): RequestContext {
  return { fetch, timers: clock, timeout: 3000, platformHeader: false };
}

describe('providerRequest', () => {
  it('answers the status and the JSON body, and clears its timer', async () => {
    const clock = new FakeClock();
    const fetch = vi.fn(async () => Response.json({ issuer: 'x' }, { status: 201 }));
    const answer = await providerRequest(context(fetch, clock), 'https://x.example/a');
    expect(answer).toEqual({ status: 201, ok: true, body: { issuer: 'x' } });
    expect(clock.pendingTimers).toBe(0);
  });

  it('asks for JSON, and sends the platform header only when configured', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(''));
    await providerRequest(context(fetch), 'https://x.example/a');
    await providerRequest({ ...context(fetch), platformHeader: true }, 'https://x.example/a');
    const [first, second] = fetch.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(first?.get('Accept')).toBe('application/json');
    expect(first?.has('X-Requested-Platform')).toBe(false);
    expect(second?.get('X-Requested-Platform')).toBe('javascript');
  });

  it('answers no body for an empty or non-JSON answer', async () => {
    const empty = await providerRequest(
      context(async () => new Response('')),
      'https://x.example',
    );
    const html = await providerRequest(
      context(async () => new Response('<p>Sign out?</p>', { status: 500 })),
      'https://x.example',
    );
    expect(empty.body).toBeUndefined();
    expect(html).toEqual({ status: 500, ok: false, body: undefined });
  });

  it('rejects with Timeout when no answer comes within the timeout', async () => {
    const clock = new FakeClock();
    const fetch = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    const answer = providerRequest(context(fetch, clock), 'https://x.example').catch(
      (e: unknown) => e,
    );
    await clock.advance(2999);
    await clock.advance(1);
    const error = await answer;
    expect(isAuthError(error, 'TIMEOUT')).toBe(true);
    expect((error as Error).message).toBe('Timeout');
  });

  it('fails with FETCH_FAILED when the request gets no answer', async () => {
    const failing = async () => {
      throw new TypeError('Failed to fetch');
    };
    const error = await providerRequest(context(failing), 'https://x.example').catch(
      (e: unknown) => e,
    );
    expect(isAuthError(error, 'FETCH_FAILED')).toBe(true);
    expect((error as Error).message).toBe('Failed to fetch');
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });

  it('fails with NETWORK_ERROR when the answer breaks off', async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.error(new TypeError('terminated'));
      },
    });
    const error = await providerRequest(
      context(async () => new Response(broken)),
      'https://x.example',
    ).catch((e: unknown) => e);
    expect(isAuthError(error, 'NETWORK_ERROR')).toBe(true);
    expect((error as Error).message).toBe('NetworkError');
  });
});

describe('postForm', () => {
  it('posts the fields form-encoded', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(''));
    await postForm(context(fetch), 'https://x.example/token', {
      client_id: 'kmx-portal',
      scope: 'a b',
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://x.example/token');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(init?.body).toBe('client_id=kmx-portal&scope=a+b');
  });
});
