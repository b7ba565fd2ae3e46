import type { Messages } from '@kmx/ui';
import { SiteApp } from '@kmx/ui';
import {
  PortalMessagesProvider,
  SignedOutNotice,
  type PortalFrameSession,
  type PortalMessages,
} from '@kmx/ui/portal';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ServerForks } from '../ServerForks';
import { openSessionChannel } from '../stored-session';
import type { UploadRequest } from './attachment-upload';
import { completeCallback } from './callback-address';
import { DraftStore } from './draft-store';
import { createIdmRequest } from './idm-request';
import { createPortalApi } from './portal-api';
import { PortalHistory, portalLinkTarget } from './portal-history';
import { portalRouteOf, portalSectionOf } from './portal-routes';
import { PortalScreen } from './PortalScreen';
import type { PortalScreenContext } from './PortalScreenContext';
import { PortalSession, windowShown, type PortalSessionState } from './portal-session';
import { PortalShell, type PortalView } from './PortalShell';
import { signInClientFor, type SignInView } from './sign-in-client';
import { screenTitle } from './document-title';

const report = (message: string, error: unknown) =>
  console.error(message, error instanceof Error ? error.message : error);

const timers = {
  setTimeout: (callback: () => void, ms: number): unknown => window.setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

/** The sign-in callback: completes the sign-in and returns to the page asked for. */
function CallbackApp({ view, messages }: { view: SignInView; messages: Messages }) {
  const auth = useMemo(() => signInClientFor(view), [view]);
  useEffect(() => {
    void completeCallback(window, {
      handleCallback: (url) => auth.tokens.handleCallback(url),
      report,
    });
  }, [auth]);
  return <ServerForks>{<SiteApp view={view} messages={messages} />}</ServerForks>;
}

function frameSession(state: PortalSessionState): PortalFrameSession {
  switch (state.kind) {
    case 'signed-in':
      return {
        kind: 'signed-in',
        user: {
          fullName: state.user.fullName,
          email: state.user.email,
          initials: state.user.initials,
        },
        services: state.services,
      };
    case 'signed-out':
    case 'signing-out':
      return { kind: 'signing-out' };
    default:
      return state;
  }
}

/** The browser's parts of the portal, made once per page. */
function usePortalParts(view: PortalView) {
  return useMemo(() => {
    const auth = signInClientFor(view);
    const idToken = async (renew = false) => {
      const tokens = await auth.tokens.getTokens({ login: 'redirect', forceRenew: renew });
      if (tokens.idToken === undefined) throw new Error('The sign-in gave no ID token');
      return tokens.idToken;
    };
    const accessToken = async (renew = false) => {
      const tokens = await auth.tokens.getTokens({ login: 'redirect', forceRenew: renew });
      return tokens.accessToken;
    };
    return {
      auth,
      idToken,
      session: new PortalSession({
        auth,
        timers,
        events: window,
        channel: openSessionChannel(window),
        report,
        shown: windowShown(window, document),
      }),
      history: new PortalHistory(window),
      api: createPortalApi({ fetch: (input, init) => window.fetch(input, init), idToken, timers }),
      idm: createIdmRequest({
        fetch: (input, init) => window.fetch(input, init),
        accessToken,
        timers,
      }),
      drafts: new DraftStore(() => window.sessionStorage),
    };
  }, [view]);
}

const unknownSession: PortalSessionState = { kind: 'unknown' };

function PortalRoot({
  view,
  messages,
  portalMessages,
}: {
  view: PortalView;
  messages: Messages;
  portalMessages: PortalMessages;
}) {
  const parts = usePortalParts(view);
  const { session, history } = parts;
  const state = useSyncExternalStore(session.subscribe, session.get, () => unknownSession);
  const url = useSyncExternalStore(history.subscribe, history.current, history.current);
  const [hydrated, setHydrated] = useState(false);
  const route = portalRouteOf(url.pathname, view.localeCode);
  const portalBase = `/${view.localeCode}/mykomax`;
  const signedOut = state.kind === 'signed-out';

  useEffect(() => {
    setHydrated(true);
    const stopHistory = history.start();
    // Spec portal 4: `/mykomax/logout` signs out; there is no point signing in first.
    const atLogout = portalRouteOf(history.current().pathname, view.localeCode).kind === 'logout';
    session.start({ signIn: !atLogout });
    if (atLogout) void session.signOut();
    return () => {
      stopHistory();
      session.stop();
    };
  }, [history, session, view.localeCode]);

  // A new screen: focus moves to the main content, so a screen reader starts reading there.
  const shownPath = useRef(url.pathname);
  useEffect(() => {
    if (shownPath.current === url.pathname) return;
    shownPath.current = url.pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [url.pathname]);

  useEffect(() => {
    if (signedOut) return undefined;
    // In-portal links change the screen without a page load; others are the browser's.
    const onClick = (event: MouseEvent) => {
      const target = portalLinkTarget(event, history.current(), portalBase);
      if (target === null) return;
      event.preventDefault();
      history.push(target.href);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [history, portalBase, signedOut]);

  const sessionTitle =
    state.kind === 'failed'
      ? portalMessages['portal.app.title.signInFailed']
      : state.kind === 'signed-out'
        ? portalMessages['portal.app.title.signedOut']
        : state.kind === 'signing-out'
          ? portalMessages['portal.app.title.logout']
          : portalMessages['portal.app.title.signingIn'];
  // Once signed in, each screen names itself.
  useEffect(() => {
    if (hydrated && state.kind !== 'signed-in') {
      document.title = screenTitle(sessionTitle, view.siteName, null);
    }
  }, [hydrated, state.kind, sessionTitle, view.siteName]);

  const screen =
    state.kind === 'signed-in'
      ? ({
          view,
          messages: portalMessages,
          user: state.user,
          services: state.services,
          api: parts.api,
          idm: parts.idm,
          history,
          url,
          drafts: parts.drafts,
          idToken: parts.idToken,
          uploadRequest: () => new XMLHttpRequest() as UploadRequest,
          leaveTo: (href) => window.location.assign(href),
          report,
          signOut: () => void session.signOut(),
          refreshUser: session.refreshUser,
        } satisfies PortalScreenContext)
      : null;

  const portal = signedOut ? (
    <PortalMessagesProvider messages={portalMessages}>
      <SignedOutNotice localeCode={view.localeCode} homeHref={view.homeHref} state="signed-out" />
    </PortalMessagesProvider>
  ) : (
    <PortalShell
      view={view}
      portalMessages={portalMessages}
      session={frameSession(state)}
      current={hydrated ? portalSectionOf(route) : null}
      onSignOut={() => void session.signOut()}
      onRetry={() => session.retry()}
    >
      {screen !== null && <PortalScreen key={url.pathname} route={route} portal={screen} />}
    </PortalShell>
  );
  return <ServerForks>{<SiteApp view={view} messages={messages} area={portal} />}</ServerForks>;
}

export interface PortalAppProps {
  readonly view: SignInView;
  readonly messages: Messages;
  /** The portal's texts; `null` on the callback page, which shows none. */
  readonly portalMessages: PortalMessages | null;
}

/**
 * The signed-in part of the site. It runs only in the browser: tokens never reach the server, so
 * the server's HTML stays the same for everyone (DESIGN.md).
 */
export function PortalApp({ view, messages, portalMessages }: PortalAppProps) {
  if (view.kind === 'sign-in-callback' || portalMessages === null) {
    return <CallbackApp view={view} messages={messages} />;
  }
  return <PortalRoot view={view} messages={messages} portalMessages={portalMessages} />;
}
