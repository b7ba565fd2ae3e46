import { UpstreamError } from '@kmx/domain/errors';
import { describe, expect, it } from 'vitest';
import { UserinfoAccessTokenCheck } from './UserinfoAccessTokenCheck';

const issuer = 'https://id.example/am/oauth2/realms/root/realms/alpha';

/** A userinfo endpoint that answers from a table of tokens, and counts what it was asked. */
function fakeProvider(answers: Record<string, { status: number; body?: unknown }>) {
  const asked: { url: string; authorization: string | null }[] = [];
  const fakeFetch: typeof fetch = (input, init) => {
    const authorization = new Headers(init?.headers).get('authorization');
    asked.push({ url: String(input), authorization });
    const answer = answers[authorization?.replace('Bearer ', '') ?? ''] ?? { status: 401 };
    return Promise.resolve(
      new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
        status: answer.status,
      }),
    );
  };
  return { asked, fetch: fakeFetch };
}

function clockAt(start: number) {
  const clock = { time: start, now: () => clock.time };
  return clock;
}

describe('UserinfoAccessTokenCheck', () => {
  it('asks the issuer’s userinfo with the token and answers its subject and roles', async () => {
    const provider = fakeProvider({
      good: { status: 200, body: { sub: 'user-1', roles: ['kmx_delegatedadmin_extern'] } },
    });
    const check = new UserinfoAccessTokenCheck({ issuer, fetch: provider.fetch });
    await expect(check.check('good')).resolves.toEqual({
      id: 'user-1',
      roles: ['kmx_delegatedadmin_extern'],
    });
    expect(provider.asked).toEqual([{ url: `${issuer}/userinfo`, authorization: 'Bearer good' }]);
  });

  it('takes a single role sent as a plain text', async () => {
    const provider = fakeProvider({ one: { status: 200, body: { sub: 'u', roles: 'r' } } });
    const check = new UserinfoAccessTokenCheck({ issuer, fetch: provider.fetch });
    await expect(check.check('one')).resolves.toEqual({ id: 'u', roles: ['r'] });
  });

  it('refuses a token the provider refuses, or whose answer lacks the roles (no IDM scope)', async () => {
    const provider = fakeProvider({
      forbidden: { status: 403 },
      scopeless: { status: 200, body: { sub: 'user-1' } },
    });
    const check = new UserinfoAccessTokenCheck({ issuer, fetch: provider.fetch });
    await expect(check.check('unknown')).resolves.toBeUndefined();
    await expect(check.check('forbidden')).resolves.toBeUndefined();
    await expect(check.check('scopeless')).resolves.toBeUndefined();
  });

  it('remembers an accepted token for at most a minute, a refused one not at all', async () => {
    const answers: Record<string, { status: number; body?: unknown }> = {
      good: { status: 200, body: { sub: 'user-1', roles: [] } },
    };
    const provider = fakeProvider(answers);
    const clock = clockAt(1_000_000);
    const check = new UserinfoAccessTokenCheck({ issuer, fetch: provider.fetch, clock });
    await check.check('good');
    clock.time += 59_999;
    await check.check('good');
    expect(provider.asked).toHaveLength(1);
    // Revoked meanwhile: the next question after the minute hears it.
    answers['good'] = { status: 401 };
    clock.time += 1;
    await expect(check.check('good')).resolves.toBeUndefined();
    await expect(check.check('good')).resolves.toBeUndefined();
    expect(provider.asked).toHaveLength(3);
  });

  it('never remembers longer than a minute, whatever it is told', async () => {
    const provider = fakeProvider({ good: { status: 200, body: { sub: 'u', roles: [] } } });
    const clock = clockAt(0);
    const check = new UserinfoAccessTokenCheck({
      issuer,
      fetch: provider.fetch,
      clock,
      rememberMs: 3_600_000,
    });
    await check.check('good');
    clock.time += 60_000;
    await check.check('good');
    expect(provider.asked).toHaveLength(2);
  });

  it('fails with an UpstreamError when the provider fails or does not answer', async () => {
    const failing = new UserinfoAccessTokenCheck({
      issuer,
      fetch: fakeProvider({ down: { status: 503 } }).fetch,
    });
    await expect(failing.check('down')).rejects.toMatchObject({ status: 503 });
    const silent = new UserinfoAccessTokenCheck({
      issuer,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const failure = silent.check('any');
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ status: null });
  });
});
