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
    if (signIn) this.signIn();
  }

  stop(): void {
    this.unwatch?.();
    this.unwatch = null;
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

  private signIn(): void {
    const attempt = ++this.attempt;
    this.set({ kind: 'unknown' });
    withSignInDeadline(this.parts.auth.user.info({ login: 'redirect' }), this.parts.timers).then(
      (user) => {
        if (attempt !== this.attempt) return;
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
