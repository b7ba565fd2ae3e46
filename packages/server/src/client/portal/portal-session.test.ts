import type { PortalUser } from '@kmx/domain/portal';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedOutMessage, type MessageChannelLike, type SessionEvents } from '../stored-session';
import {
  PortalSession,
  refreshOnShowMinMs,
  windowShown,
  type PortalSessionParts,
} from './portal-session';
import { failedSignInWaitMs } from './sign-in-deadline';

const mira: PortalUser = {
  id: 'mira',
  firstName: 'Mira',
  lastName: 'Castellan',
  fullName: 'Mira Castellan',
  email: 'mira.castellan@cablecraft.example',
  initials: 'MC',
  roles: ['kmx_int_serviceticketing_active', 'kmx_int_assetdb_active'],
  populated: true,
  isDelegatedAdminInternal: false,
  isDelegatedAdminExternal: false,
};

/** The window's `storage` events, as another tab causes them. */
class FakeEvents implements SessionEvents {
  private readonly listeners = new Set<(event: StorageEvent) => void>();
  addEventListener(_type: 'storage', listener: (event: StorageEvent) => void): void {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'storage', listener: (event: StorageEvent) => void): void {
    this.listeners.delete(listener);
  }
  fire(key: string | null, oldValue: string | null, newValue: string | null): void {
    const event = { key, oldValue, newValue } as StorageEvent;
    this.listeners.forEach((listener) => listener(event));
  }
}

/** Two ends of one broadcast channel: what one tab posts, the other hears. */
function channelPair(): [MessageChannelLike, MessageChannelLike] {
  const listeners: Set<(event: MessageEvent) => void>[] = [new Set(), new Set()];
  const end = (own: number): MessageChannelLike => ({
    postMessage: (data) =>
      listeners[1 - own]?.forEach((listener) => listener({ data } as MessageEvent)),
    addEventListener: (_type, listener) => listeners[own]?.add(listener),
    removeEventListener: (_type, listener) => listeners[own]?.delete(listener),
    close: () => undefined,
  });
  return [end(0), end(1)];
}

function session(
  info: () => Promise<PortalUser>,
  channel: MessageChannelLike | null = null,
  events = new FakeEvents(),
) {
  const auth = {
    user: { info: vi.fn(info) },
    logout: vi.fn(() => new Promise<void>(() => undefined)),
    tokens: { getTokens: vi.fn(), handleCallback: vi.fn(), clear: vi.fn() },
  };
  const parts: PortalSessionParts = {
    auth,
    timers: {
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (handle) => clearTimeout(handle as number),
    },
    events,
    channel,
    report: () => undefined,
  };
  return { session: new PortalSession(parts), auth, events };
}

const tokens = JSON.stringify({ accessToken: 'a', idToken: 'i' });

describe('PortalSession', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('signs in by redirect when needed and knows the services of the roles', async () => {
    const { session: tab, auth } = session(() => Promise.resolve(mira));
    tab.start();
    expect(tab.get()).toEqual({ kind: 'unknown' });
    await vi.advanceTimersByTimeAsync(0);
    expect(auth.user.info).toHaveBeenCalledWith({ login: 'redirect' });
    const state = tab.get();
    expect(state.kind === 'signed-in' && state.services.serviceTicketing).toBe('active');
    expect(state.kind === 'signed-in' && state.services.artemis).toBe('unregistered');
  });

  it('shows the failed state 30 seconds after a sign-in that went nowhere, and retries', async () => {
    let answer: (user: PortalUser) => void = () => undefined;
    const { session: tab, auth } = session(
      () => new Promise<PortalUser>((resolve) => (answer = resolve)),
    );
    tab.start();
    await vi.advanceTimersByTimeAsync(failedSignInWaitMs - 1);
    expect(tab.get().kind).toBe('unknown');
    await vi.advanceTimersByTimeAsync(1);
    expect(tab.get().kind).toBe('failed');
    answer(mira);
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.get().kind).toBe('failed');
    auth.user.info.mockResolvedValueOnce(mira);
    tab.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.get().kind).toBe('signed-in');
  });

  it('shows the failed state when user info fails', async () => {
    const { session: tab } = session(() => Promise.reject(new Error('Failed to get user info')));
    tab.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.get().kind).toBe('failed');
  });

  it('signs every other tab out when one signs out, by the broadcast channel', async () => {
    const [one, other] = channelPair();
    const first = session(() => Promise.resolve(mira), one);
    const second = session(() => Promise.resolve(mira), other);
    first.session.start();
    second.session.start();
    await vi.advanceTimersByTimeAsync(0);
    void first.session.signOut();
    expect(first.session.get().kind).toBe('signing-out');
    expect(first.auth.logout).toHaveBeenCalledOnce();
    expect(second.session.get().kind).toBe('signed-out');
    expect(second.auth.tokens.clear).toHaveBeenCalled();
    expect(second.auth.logout).not.toHaveBeenCalled();
  });

  it('signs out when another tab removed the tokens, but not when it renewed them', async () => {
    const { session: tab, events } = session(() => Promise.resolve(mira));
    tab.start();
    await vi.advanceTimersByTimeAsync(0);
    events.fire('FR-SDK-kmx-portal', tokens, tokens.replace('"a"', '"b"'));
    events.fire('FR-SDK-renewal-kmx-portal', '{"owner":"x"}', null);
    events.fire('unrelated', 'x', null);
    expect(tab.get().kind).toBe('signed-in');
    events.fire('FR-SDK-kmx-portal', tokens, null);
    expect(tab.get().kind).toBe('signed-out');
  });

  it('signs out when another tab cleared the storage', async () => {
    const { session: tab, events } = session(() => Promise.resolve(mira));
    tab.start();
    await vi.advanceTimersByTimeAsync(0);
    events.fire(null, null, null);
    expect(tab.get().kind).toBe('signed-out');
  });

  it('drops a sign-in still under way when another tab signs out', async () => {
    let answer: (user: PortalUser) => void = () => undefined;
    const [one, other] = channelPair();
    const { session: tab } = session(
      () => new Promise<PortalUser>((resolve) => (answer = resolve)),
      other,
    );
    tab.start();
    one.postMessage(signedOutMessage);
    answer(mira);
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.get().kind).toBe('signed-out');
  });

  it('at the logout address signs out without signing in first', () => {
    const { session: tab, auth } = session(() => Promise.resolve(mira));
    tab.start({ signIn: false });
    void tab.signOut();
    expect(auth.user.info).not.toHaveBeenCalled();
    expect(auth.logout).toHaveBeenCalledOnce();
  });

  it('stops listening to the other tabs when stopped', async () => {
    const { session: tab, events } = session(() => Promise.resolve(mira));
    tab.start();
    await vi.advanceTimersByTimeAsync(0);
    tab.stop();
    events.fire('FR-SDK-kmx-portal', tokens, null);
    expect(tab.get().kind).toBe('signed-in');
  });
});

/** The window being shown again, as the browser reports it. */
class FakeShown {
  private readonly listeners = new Set<() => void>();
  subscribe(onShown: () => void): () => void {
    this.listeners.add(onShown);
    return () => this.listeners.delete(onShown);
  }
  show(): void {
    this.listeners.forEach((listener) => listener());
  }
}

function refreshingSession(info: () => Promise<PortalUser>) {
  const shown = new FakeShown();
  const auth = {
    user: { info: vi.fn(info) },
    logout: vi.fn(() => new Promise<void>(() => undefined)),
    tokens: { getTokens: vi.fn(), handleCallback: vi.fn(), clear: vi.fn() },
  };
  const report = vi.fn();
  const tab = new PortalSession({
    auth,
    timers: {
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (handle) => clearTimeout(handle as number),
    },
    events: new FakeEvents(),
    channel: null,
    report,
    shown,
  });
  return { tab, auth, shown, report };
}

const granted: PortalUser = { ...mira, roles: [...mira.roles, 'kmx_int_artemis_active'] };

const servicesOf = (tab: PortalSession) => {
  const state = tab.get();
  return state.kind === 'signed-in' ? state.services : null;
};

describe('PortalSession reading the user again (issue 17)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows new roles when the window is shown again, at most once per 10 seconds', async () => {
    const { tab, auth, shown } = refreshingSession(() => Promise.resolve(mira));
    tab.start();
    await vi.advanceTimersByTimeAsync(0);
    auth.user.info.mockResolvedValue(granted);
    shown.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(auth.user.info).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(refreshOnShowMinMs);
    shown.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(auth.user.info).toHaveBeenCalledTimes(2);
    expect(servicesOf(tab)?.artemis).toBe('active');
    shown.show();
    await vi.advanceTimersByTimeAsync(refreshOnShowMinMs - 1);
    shown.show();
    expect(auth.user.info).toHaveBeenCalledTimes(2);
  });

  it('reads the user on demand at once, and keeps the same state when nothing changed', async () => {
    const { tab, auth } = refreshingSession(() => Promise.resolve(mira));
    tab.start();
    await vi.advanceTimersByTimeAsync(0);
    const before = tab.get();
    tab.refreshUser();
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.get()).toBe(before);
    auth.user.info.mockResolvedValue(granted);
    tab.refreshUser();
    await vi.advanceTimersByTimeAsync(0);
    expect(auth.user.info).toHaveBeenCalledTimes(3);
    expect(servicesOf(tab)?.artemis).toBe('active');
  });

  it('keeps the latest answer when two reads overlap', async () => {
    const { tab, auth } = refreshingSession(() => Promise.resolve(mira));
    tab.start();
    await vi.advanceTimersByTimeAsync(0);
    let late: (user: PortalUser) => void = () => undefined;
    auth.user.info.mockImplementationOnce(() => new Promise((resolve) => (late = resolve)));
    tab.refreshUser();
    auth.user.info.mockResolvedValueOnce(granted);
    tab.refreshUser();
    await vi.advanceTimersByTimeAsync(0);
    late(mira);
    await vi.advanceTimersByTimeAsync(0);
    expect(servicesOf(tab)?.artemis).toBe('active');
  });

  it('keeps the user when reading again fails, and reads nothing when not signed in', async () => {
    const { tab, auth, report } = refreshingSession(() => Promise.resolve(mira));
    tab.refreshUser();
    expect(auth.user.info).not.toHaveBeenCalled();
    tab.start();
    await vi.advanceTimersByTimeAsync(0);
    auth.user.info.mockRejectedValueOnce(new Error('Failed to get user info; received 500'));
    tab.refreshUser();
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.get().kind).toBe('signed-in');
    expect(report).toHaveBeenCalledWith('Reading the user again failed', expect.any(Error));
  });

  it('stops listening to the window when stopped', async () => {
    const { tab, auth, shown } = refreshingSession(() => Promise.resolve(mira));
    tab.start();
    await vi.advanceTimersByTimeAsync(refreshOnShowMinMs);
    tab.stop();
    shown.show();
    expect(auth.user.info).toHaveBeenCalledTimes(1);
  });
});

describe('windowShown', () => {
  it('reports focus, and a tab that becomes visible, until unsubscribed', () => {
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), {
      visibilityState: 'hidden' as DocumentVisibilityState,
    });
    const onShown = vi.fn();
    const stop = windowShown(win, doc).subscribe(onShown);
    win.dispatchEvent(new Event('focus'));
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(onShown).toHaveBeenCalledTimes(1);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(onShown).toHaveBeenCalledTimes(2);
    stop();
    win.dispatchEvent(new Event('focus'));
    expect(onShown).toHaveBeenCalledTimes(2);
  });
});
