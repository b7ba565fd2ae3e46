import { SiteApp, type Messages, type PortalSession } from '@kmx/ui';
import { useEffect, useMemo, useState } from 'react';
import { signInClientFor, type SignInView } from './sign-in-client';

/**
 * The signed-in part of the site. It runs only in the browser: tokens never reach the server, so
 * the server's HTML stays the same for everyone (DESIGN.md).
 */
export function PortalApp({ view, messages }: { view: SignInView; messages: Messages }) {
  const auth = useMemo(() => signInClientFor(view), [view]);
  const [session, setSession] = useState<PortalSession>({ kind: 'signing-in' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    const fail = (error: unknown) => {
      console.error('Sign-in failed', error instanceof Error ? error.message : error);
      if (current) setSession({ kind: 'failed' });
    };
    if (view.kind === 'sign-in-callback') {
      auth.tokens.handleCallback().then((returnPath) => window.location.replace(returnPath), fail);
    } else {
      auth.user.info({ login: 'redirect' }).then((user) => {
        if (current) {
          setSession({
            kind: 'signed-in',
            user: { fullName: user.fullName, email: user.email, initials: user.initials },
          });
        }
      }, fail);
    }
    return () => {
      current = false;
    };
  }, [auth, view.kind, attempt]);

  return (
    <SiteApp
      view={view}
      messages={messages}
      portal={{
        session,
        onSignOut: () => {
          setSession({ kind: 'signing-out' });
          auth.logout().catch((error: unknown) => {
            console.error('Sign-out failed', error instanceof Error ? error.message : error);
            setSession({ kind: 'failed' });
          });
        },
        onRetry: () => {
          setSession({ kind: 'signing-in' });
          setAttempt((count) => count + 1);
        },
      }}
    />
  );
}
