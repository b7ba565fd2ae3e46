/** Spec public-site 4, 6, 9: a correct editor password is remembered in a cookie for 90 days. */
export const editorCookieLifetimeDays = 90;
export const editorCookieLifetimeMs = editorCookieLifetimeDays * 24 * 60 * 60 * 1000;

/** When an editor cookie set at `now` (milliseconds since the epoch, from the `Clock`) expires. */
export function editorCookieExpiry(now: number): number {
  return now + editorCookieLifetimeMs;
}

export const editorAccessStatuses = {
  notAuthenticated: 'notAuthenticated',
  authenticated: 'authenticated',
} as const;

export type EditorAccessStatus = (typeof editorAccessStatuses)[keyof typeof editorAccessStatuses];

/** What the last transition asks of the editor cookie; the adapter carries it out. */
export type EditorCookieAction =
  | { readonly action: 'set'; readonly value: string; readonly expiresAt: number }
  | { readonly action: 'remove' }
  | { readonly action: 'keep' };

export interface EditorAccess {
  readonly status: EditorAccessStatus;
  readonly wrongPassword: boolean;
  readonly cookie: EditorCookieAction;
}

/** @usedBy issue 18, editor area */
export const initialEditorAccess: EditorAccess = {
  status: editorAccessStatuses.notAuthenticated,
  wrongPassword: false,
  cookie: { action: 'keep' },
};

export type EditorAccessAction =
  /** The login call accepted the entered password and sent back its hash. */
  | { readonly type: 'passwordAccepted'; readonly hashedPassword: string; readonly now: number }
  | { readonly type: 'passwordRejected' }
  /** The login call accepted the hash kept in an existing cookie. */
  | { readonly type: 'cookieAccepted' }
  | { readonly type: 'cookieRejected' }
  | { readonly type: 'loggedOut' };

/**
 * Spec public-site 4, 5: the password gate of the editor area. A correct password authenticates and
 * sets the cookie for 90 days; a wrong one sets the wrong-password flag; an existing valid cookie
 * authenticates as it is; a rejected cookie and a logout clear it.
 *
 * @usedBy issue 18, editor area
 */
export function editorAccessReducer(state: EditorAccess, action: EditorAccessAction): EditorAccess {
  switch (action.type) {
    case 'passwordAccepted':
      return {
        status: editorAccessStatuses.authenticated,
        wrongPassword: false,
        cookie: {
          action: 'set',
          value: action.hashedPassword,
          expiresAt: editorCookieExpiry(action.now),
        },
      };
    case 'passwordRejected':
      return {
        status: editorAccessStatuses.notAuthenticated,
        wrongPassword: true,
        cookie: { action: 'keep' },
      };
    case 'cookieAccepted':
      return {
        status: editorAccessStatuses.authenticated,
        wrongPassword: false,
        cookie: { action: 'keep' },
      };
    case 'cookieRejected':
    case 'loggedOut':
      return {
        status: editorAccessStatuses.notAuthenticated,
        wrongPassword: false,
        cookie: { action: 'remove' },
      };
    default:
      action satisfies never;
      return state;
  }
}
