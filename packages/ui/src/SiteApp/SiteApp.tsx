import type { PageView } from '@kmx/domain';
import type { BlockRegistry } from '../blocks/BlockRegistry';
import { ContentPage } from '../ContentPage/ContentPage';
import { messagesFor } from '../i18n/messages-for';
import { MessagesProvider } from '../i18n/MessagesProvider';
import { NotFoundPage } from '../NotFoundPage/NotFoundPage';

export interface SiteAppProps {
  readonly view: PageView;
  readonly registry?: BlockRegistry;
}

function PageBody({ view, registry }: SiteAppProps) {
  switch (view.kind) {
    case 'content':
      return <ContentPage page={view.page} {...(registry && { registry })} />;
    case 'not-found':
      return <NotFoundPage path={view.path} homeHref={view.homeHref} />;
    default:
      return view satisfies never;
  }
}

/** The root the server renders and the browser hydrates, from one serialisable view model. */
export function SiteApp({ view, registry }: SiteAppProps) {
  const messages = messagesFor(view.language);
  return (
    <MessagesProvider messages={messages}>
      <a className="skip-link" href="#main">
        {messages.skipLink}
      </a>
      <main id="main" tabIndex={-1}>
        <PageBody view={view} {...(registry && { registry })} />
      </main>
    </MessagesProvider>
  );
}
