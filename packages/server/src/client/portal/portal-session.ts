import type { PortalServices, PortalUser } from '@kmx/domain/portal';
import { portalServicesFromRoles } from '@kmx/domain/portal';
import type { PortalAuth } from '@kmx/portal-auth';
import {
  signedOutMessage,
  watchSession,
  type MessageChannelLike,
  type SessionEvents,
} from '../stored-session';
import type { PortalApiTimers } from './portal-api';
import { withSignInDeadline } from './sign-in-deadline';

export type PortalSessionState =
  /** Signing in; what the server renders for everyone. */
  | { readonly kind: 'unknown' }
  | {
      readonly kind: 'signed-in';
      readonly user: PortalUser;
      /** Spec portal 6: the services the user's roles give. */
      readonly services: PortalServices;
    }
  /** The sign-in failed or was given up after 30 s; a retry starts again. */
  | { readonly kind: 'failed' }
  /** This tab is signing out (spec portal 4, logout). */
  | { readonly kind: 'signing-out' }
  /** Another tab signed out: this one shows it instead of the user's data. */
  | { readonly kind: 'signed-out' };

export interface PortalSessionParts {
  readonly auth: Pick<PortalAuth, 'user' | 'logout' | 'tokens'>;
  readonly timers: PortalApiTimers;
  readonly events: SessionEvents;
  readonly channel: MessageChannelLike | null;
  /** Says what failed, for the console; never a token. */
  readonly report: (message: string, error: unknown) => void;
  /** The window shown again (focus, a visible tab): the user is read again then. */
  readonly shown?: WindowShown;
}

/** Tells when the user comes back to this window. */
export interface WindowShown {
  subscribe(onShown: () => void): () => void;
}

/** The least time between two reads of the user caused by the window being shown again. */
export const refreshOnShowMinMs = 10_000;

/** A window regains focus, or its tab becomes visible again. */
export function windowShown(
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  doc: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>,
): WindowShown {
  return {
    subscribe(onShown) {
      const onVisibility = () => {
        if (doc.visibilityState === 'visible') onShown();
      };
      win.addEventListener('focus', onShown);
      doc.addEventListener('visibilitychange', onVisibility);
      return () => {
        win.removeEventListener('focus', onShown);
        doc.removeEventListener('visibilitychange', onVisibility);
      };
    },
  };
}

/** Whether a new user info says anything the screens would show differently. */
function sameUser(one: PortalUser, other: PortalUser): boolean {
  return JSON.stringify(one) === JSON.stringify(other);
}

/**
 * The signed-in user of this tab: signs in (spec portal 4: silently, else by redirect, aborted
 * after 30 s), signs out, and follows the other tabs: a sign-out in one signs every tab out
 * within a second (the `storage` event and a broadcast channel).
 */
export class PortalSession {
  private state: PortalSessionState = { kind: 'unknown' };
  private readonly listeners = new Set<() => void>();
  private attempt = 0;
  private unwatch: (() => void) | null = null;
  private unwatchShown: (() => void) | null = null;
  private refreshes = 0;
  private lastRefresh = Number.NEGATIVE_INFINITY;

  constructor(private readonly parts: PortalSessionParts) {}

  get = (): PortalSessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts following the other tabs and, unless told not to (the logout page), signs in. */
  start({ signIn = true }: { readonly signIn?: boolean } = {}): void {
    this.unwatch ??= watchSession(this.parts.events, this.parts.channel, {
      onSignedOut: () => this.signedOutElsewhere(),
    });
    this.unwatchShown ??= this.parts.shown?.subscribe(() => this.refreshOnShow()) ?? null;
    if (signIn) this.signIn();
  }

  stop(): void {
    this.unwatch?.();
    this.unwatch = null;
    this.unwatchShown?.();
    this.unwatchShown = null;
    this.attempt += 1;
  }

  retry(): void {
    this.signIn();
  }

  /** Spec portal 4, logout: every other tab is told first, then the sign-in client logs out. */
  async signOut(): Promise<void> {
    if (this.state.kind === 'signing-out') return;
    this.attempt += 1;
    this.set({ kind: 'signing-out' });
    this.parts.channel?.postMessage(signedOutMessage);
    try {
      await this.parts.auth.logout();
    } catch (error) {
      this.parts.report('Sign-out failed', error);
      this.parts.auth.tokens.clear();
      this.set({ kind: 'signed-out' });
    }
  }

  /**
   * Issue 17: reads the user info again, so changed roles (a grant, a removal) show on the
   * dashboard without signing in again. Kept only while this sign-in lasts and when it is the
   * latest read; a failure leaves the user as they were.
   */
  refreshUser = (): void => {
    if (this.state.kind !== 'signed-in') return;
    const attempt = this.attempt;
    const refresh = ++this.refreshes;
    this.lastRefresh = Date.now();
    this.parts.auth.user.info({ login: 'redirect' }).then(
      (user) => {
        if (attempt !== this.attempt || refresh !== this.refreshes) return;
        if (this.state.kind !== 'signed-in' || sameUser(this.state.user, user)) return;
        this.set({ kind: 'signed-in', user, services: portalServicesFromRoles(user.roles) });
      },
      (error: unknown) => this.parts.report('Reading the user again failed', error),
    );
  };

  /** The window is shown again: at most one read per `refreshOnShowMinMs`. */
  private refreshOnShow(): void {
    if (Date.now() - this.lastRefresh < refreshOnShowMinMs) return;
    this.refreshUser();
  }

  private signIn(): void {
    const attempt = ++this.attempt;
    this.set({ kind: 'unknown' });
    withSignInDeadline(this.parts.auth.user.info({ login: 'redirect' }), this.parts.timers).then(
      (user) => {
        if (attempt !== this.attempt) return;
        this.lastRefresh = Date.now();
        this.set({ kind: 'signed-in', user, services: portalServicesFromRoles(user.roles) });
      },
      (error: unknown) => {
        if (attempt !== this.attempt) return;
        this.parts.report('Sign-in failed', error);
        this.set({ kind: 'failed' });
      },
    );
  }

  private signedOutElsewhere(): void {
    if (this.state.kind === 'signing-out' || this.state.kind === 'signed-out') return;
    this.attempt += 1;
    // The tokens are gone from shared storage already; a pending sign-in of this tab is dropped.
    this.parts.auth.tokens.clear();
    this.set({ kind: 'signed-out' });
  }

  private set(state: PortalSessionState): void {
    this.state = state;
    this.listeners.forEach((listener) => listener());
  }
}
