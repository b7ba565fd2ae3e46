import type { PageView } from '@kmx/domain/view';
import {
  PortalFrame,
  PortalMessagesProvider,
  type PortalFrameSession,
  type PortalMessages,
  type PortalSection,
} from '@kmx/ui/portal';
import type { ReactNode } from 'react';

export type PortalView = Extract<PageView, { kind: 'portal' }>;

export interface PortalShellProps {
  readonly view: PortalView;
  readonly portalMessages: PortalMessages;
  readonly session: PortalFrameSession;
  readonly current: PortalSection | null;
  readonly onSignOut: () => void;
  readonly onRetry: () => void;
  readonly children?: ReactNode;
}

const nothing = () => undefined;

/**
 * The portal's frame with its texts. The server renders it before the user is known (the same
 * for everyone, nothing personal), and the portal's first render in the browser is the same tree,
 * so hydration matches; the browser then fills it in.
 */
export function PortalShell({
  view,
  portalMessages,
  session,
  current,
  onSignOut,
  onRetry,
  children,
}: PortalShellProps) {
  return (
    <PortalMessagesProvider messages={portalMessages}>
      <PortalFrame
        localeCode={view.localeCode}
        current={current}
        session={session}
        onSignOut={onSignOut}
        onRetry={onRetry}
      >
        {children}
      </PortalFrame>
    </PortalMessagesProvider>
  );
}

/** What the server sends for every portal address: the frame, signing in. */
export function portalShellBeforeSignIn(view: PortalView, portalMessages: PortalMessages) {
  return (
    <PortalShell
      view={view}
      portalMessages={portalMessages}
      session={{ kind: 'unknown' }}
      current={null}
      onSignOut={nothing}
      onRetry={nothing}
    />
  );
}
