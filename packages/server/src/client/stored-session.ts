import type { UserMenuUser } from '@kmx/ui';

/**
 * Where the portal's sign-in client keeps the tokens: `{prefix}-{clientId}` in local storage, the
 * SDK's prefix `FR-SDK` (spec portal 3 and 9; `FR-SDK-kmx-portal` with the default client id).
 */
const tokenKeyPrefix = 'FR-SDK-';

/** The channel on which a tab that signs out tells the others (the `storage` event's twin). */
export const sessionChannelName = 'kmx-portal-session';
export const signedOutMessage = 'signed-out';

/** The part of local storage read here. */
export interface StoredItems {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
}

function base64UrlText(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The claims of an ID token's payload, unverified: for showing a name, never for deciding access. */
function idTokenClaims(idToken: string): Readonly<Record<string, unknown>> | null {
  const payload = idToken.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlText(payload));
    return typeof claims === 'object' && claims !== null
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The user of one stored token object, when its ID token names them and has not expired. */
function userOf(stored: string | null, nowMs: number): UserMenuUser | null {
  if (stored === null) return null;
  let tokens: unknown;
  try {
    tokens = JSON.parse(stored);
  } catch {
    return null;
  }
  const idToken = (tokens as { idToken?: unknown } | null)?.idToken;
  if (typeof idToken !== 'string') return null;
  const claims = idTokenClaims(idToken);
  const expiry = claims?.['exp'];
  if (typeof expiry !== 'number' || expiry * 1000 <= nowMs) return null;
  const name = claims?.['name'];
  const email = claims?.['email'];
  if (typeof name === 'string' && name.trim() !== '') return { name: name.trim() };
  return typeof email === 'string' && email !== '' ? { name: email } : null;
}

/** Whether a storage key may be where the portal keeps tokens. */
function isTokenKey(key: string): boolean {
  return key.startsWith(tokenKeyPrefix);
}

/** Whether a stored value is a token object (not the renewal lock beside it under the prefix). */
function holdsTokens(value: string | null): boolean {
  return value !== null && value.includes('"accessToken"');
}

/**
 * Spec public-site 2.5: the signed-in visitor for the public header's user menu, read from the
 * tokens the portal stored, without loading the portal: the server's HTML is the same for
 * everyone, and the browser fills the name in once the page has hydrated. `null`: not signed in.
 */
export function storedUser(storage: StoredItems, nowMs: number): UserMenuUser | null {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key === null || !isTokenKey(key)) continue;
      const user = userOf(storage.getItem(key), nowMs);
      if (user !== null) return user;
    }
  } catch {
    // Storage a privacy setting refuses: nobody is known to be signed in.
  }
  return null;
}

/** What the page listens on: the window's `storage` events and a broadcast channel. */
export interface SessionEvents {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

export interface MessageChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

/** A broadcast channel where the browser has one; `null` leaves the `storage` event alone. */
export function openSessionChannel(scope: object = globalThis): MessageChannelLike | null {
  const Channel = (scope as { BroadcastChannel?: new (name: string) => MessageChannelLike })
    .BroadcastChannel;
  return typeof Channel === 'function' ? new Channel(sessionChannelName) : null;
}

export interface SessionChanges {
  /** Another tab stored, renewed or removed the tokens. */
  readonly onTokensChanged?: () => void;
  /** Another tab signed out. */
  readonly onSignedOut: () => void;
}

/**
 * Follows sign-ins and sign-outs of the other tabs of this browser: the `storage` event fires in
 * every other tab when the tokens are written or removed, the broadcast channel when a tab signs
 * out (also where tokens live in session storage). Answers the function that stops listening.
 */
export function watchSession(
  events: SessionEvents,
  channel: MessageChannelLike | null,
  { onTokensChanged, onSignedOut }: SessionChanges,
): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when a tab cleared its storage: the tokens went with it.
    if (event.key === null) onSignedOut();
    else if (!isTokenKey(event.key)) return;
    else if (holdsTokens(event.newValue)) onTokensChanged?.();
    else if (holdsTokens(event.oldValue)) onSignedOut();
  };
  const onMessage = (event: MessageEvent) => {
    if (event.data === signedOutMessage) onSignedOut();
  };
  events.addEventListener('storage', onStorage);
  channel?.addEventListener('message', onMessage);
  return () => {
    events.removeEventListener('storage', onStorage);
    channel?.removeEventListener('message', onMessage);
  };
}
