import { describe, expect, it, vi } from 'vitest';
import {
  openSessionChannel,
  sessionChannelName,
  signedOutMessage,
  storedUser,
  watchSession,
  type MessageChannelLike,
  type StoredItems,
} from './stored-session';

const now = Date.UTC(2026, 10, 25, 2, 0, 0);

function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function idToken(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'RS256' })}.${base64Url(claims)}.signature`;
}

function storage(entries: Record<string, string>): StoredItems {
  const keys = Object.keys(entries);
  return {
    length: keys.length,
    key: (index) => keys[index] ?? null,
    getItem: (key) => entries[key] ?? null,
  };
}

const later = now / 1000 + 600;
const tokensOf = (claims: Record<string, unknown>) =>
  JSON.stringify({ accessToken: 'a', idToken: idToken(claims), tokenExpiry: now + 300_000 });

describe('storedUser', () => {
  it('names the signed-in visitor from the stored ID token', () => {
    const stored = storage({
      'FR-SDK-renewal-kmx-portal': '{"owner":"x","until":1}',
      'FR-SDK-kmx-portal': tokensOf({
        name: 'Mira Castellan',
        email: 'mira@x.example',
        exp: later,
      }),
    });
    expect(storedUser(stored, now)).toEqual({ name: 'Mira Castellan' });
  });

  it('reads a name with characters beyond ASCII', () => {
    const stored = storage({
      'FR-SDK-kmx-portal': tokensOf({ name: 'Léa Brünnholz', exp: later }),
    });
    expect(storedUser(stored, now)).toEqual({ name: 'Léa Brünnholz' });
  });

  it('falls back to the e-mail address without a name', () => {
    const stored = storage({
      'FR-SDK-kmx-portal': tokensOf({ email: 'noah@x.example', exp: later }),
    });
    expect(storedUser(stored, now)).toEqual({ name: 'noah@x.example' });
  });

  it('knows nobody with an expired, broken or missing token', () => {
    expect(storedUser(storage({}), now)).toBeNull();
    expect(
      storedUser(storage({ 'FR-SDK-kmx-portal': tokensOf({ name: 'Old', exp: now / 1000 }) }), now),
    ).toBeNull();
    expect(storedUser(storage({ 'FR-SDK-kmx-portal': '{not json' }), now)).toBeNull();
    expect(
      storedUser(
        storage({ 'FR-SDK-kmx-portal': JSON.stringify({ accessToken: 'a', idToken: 'x.%%%.y' }) }),
        now,
      ),
    ).toBeNull();
    expect(
      storedUser(storage({ 'other-key': tokensOf({ name: 'Elsewhere', exp: later }) }), now),
    ).toBeNull();
  });

  it('knows nobody where storage is refused', () => {
    const refusing: StoredItems = {
      length: 1,
      key: () => {
        throw new Error('SecurityError');
      },
      getItem: () => null,
    };
    expect(storedUser(refusing, now)).toBeNull();
  });
});

describe('watchSession', () => {
  function events() {
    const listeners = new Set<(event: StorageEvent) => void>();
    return {
      addEventListener: (_type: 'storage', listener: (event: StorageEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: 'storage', listener: (event: StorageEvent) => void) =>
        listeners.delete(listener),
      fire: (key: string | null, oldValue: string | null, newValue: string | null) =>
        listeners.forEach((listener) => listener({ key, oldValue, newValue } as StorageEvent)),
    };
  }

  it('tells a sign-in, a renewal and a sign-out in another tab apart', () => {
    const source = events();
    const onTokensChanged = vi.fn();
    const onSignedOut = vi.fn();
    watchSession(source, null, { onTokensChanged, onSignedOut });
    const tokens = '{"accessToken":"a"}';
    source.fire('FR-SDK-kmx-portal', null, tokens);
    expect(onTokensChanged).toHaveBeenCalledOnce();
    source.fire('FR-SDK-kmx-portal', tokens, null);
    expect(onSignedOut).toHaveBeenCalledOnce();
    source.fire('kmx-compare', 'x', null);
    expect(onSignedOut).toHaveBeenCalledOnce();
  });

  it('hears a sign-out on the broadcast channel and stops when asked', () => {
    const heard: { listener: ((event: MessageEvent) => void) | null } = { listener: null };
    const channel: MessageChannelLike = {
      postMessage: () => undefined,
      addEventListener: (_type, added) => (heard.listener = added),
      removeEventListener: () => (heard.listener = null),
      close: () => undefined,
    };
    const onSignedOut = vi.fn();
    const stop = watchSession(events(), channel, { onSignedOut });
    heard.listener?.({ data: 'something else' } as MessageEvent);
    heard.listener?.({ data: signedOutMessage } as MessageEvent);
    expect(onSignedOut).toHaveBeenCalledOnce();
    stop();
    expect(heard.listener).toBeNull();
  });

  it('opens the channel by its name where the browser has one', () => {
    const names: string[] = [];
    class FakeChannel {
      constructor(name: string) {
        names.push(name);
      }
    }
    expect(openSessionChannel({ BroadcastChannel: FakeChannel })).toBeInstanceOf(FakeChannel);
    expect(names).toEqual([sessionChannelName]);
    expect(openSessionChannel({})).toBeNull();
  });
});
