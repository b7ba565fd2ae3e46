import type { PageView } from '@kmx/domain';
import type { BlockRegistry } from '../blocks/BlockRegistry';
import { ContentPage } from '../ContentPage/ContentPage';
import { messagesFor } from '../i18n/messages-for';
import { MessagesProvider } from '../i18n/MessagesProvider';
import { NotFoundPage } from '../NotFoundPage/NotFoundPage';
import { PortalHome, type PortalHomeProps } from '../PortalHome/PortalHome';
import { SignInCallback } from '../SignInCallback/SignInCallback';

export interface SiteAppProps {
  readonly view: PageView;
  readonly registry?: BlockRegistry;
  /** The signed-in part, driven by the browser; on the server the portal shows its sign-in state. */
  readonly portal?: PortalHomeProps;
}

const signingIn: PortalHomeProps = {
  session: { kind: 'signing-in' },
  onSignOut: () => undefined,
  onRetry: () => undefined,
};

function PageBody({ view, registry, portal }: SiteAppProps) {
  switch (view.kind) {
    case 'content':
      return <ContentPage page={view.page} {...(registry && { registry })} />;
    case 'not-found':
      return <NotFoundPage path={view.path} homeHref={view.homeHref} />;
    case 'portal':
      return <PortalHome {...(portal ?? signingIn)} />;
    case 'sign-in-callback':
      return <SignInCallback />;
    default:
      return view satisfies never;
  }
}

/** The root the server renders and the browser hydrates, from one serialisable view model. */
export function SiteApp({ view, registry, portal }: SiteAppProps) {
  const messages = messagesFor(view.language);
  return (
    <MessagesProvider messages={messages}>
      <a className="skip-link" href="#main">
        {messages.skipLink}
      </a>
      <main id="main" tabIndex={-1}>
        <PageBody view={view} {...(registry && { registry })} {...(portal && { portal })} />
      </main>
    </MessagesProvider>
  );
}
