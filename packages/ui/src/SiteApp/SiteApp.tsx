import type { PageView } from '@kmx/domain';
import type { BlockRegistry } from '../blocks/BlockRegistry';
import { ContentPage } from '../ContentPage/ContentPage';
import { ErrorPage } from '../ErrorPage/ErrorPage';
import { messagesFor } from '../i18n/messages-for';
import { MessagesProvider } from '../i18n/MessagesProvider';
import { NotFoundPage } from '../NotFoundPage/NotFoundPage';
import { PageLayout } from '../PageLayout/PageLayout';
import { PageModules } from '../PageModules/PageModules';
import { PasswordGatePage } from '../PasswordGatePage/PasswordGatePage';
import { PortalHome, type PortalHomeProps } from '../PortalHome/PortalHome';
import { SignInCallback } from '../SignInCallback/SignInCallback';
import { StyleGuidePage } from '../StyleGuidePage/StyleGuidePage';
import type { UserMenuUser } from '../UserMenu/user-menu-links';

export interface SiteAppProps {
  readonly view: PageView;
  readonly registry?: BlockRegistry;
  /** The signed-in part, driven by the browser; on the server the portal shows its sign-in state. */
  readonly portal?: PortalHomeProps;
  /** The signed-in visitor for the header's user menu; only the browser knows them. */
  readonly user?: UserMenuUser | null;
}

const signingIn: PortalHomeProps = {
  session: { kind: 'signing-in' },
  onSignOut: () => undefined,
  onRetry: () => undefined,
};

function PageBody({ view, registry, portal, user = null }: SiteAppProps) {
  const layout = { homeHref: view.homeHref, user };
  switch (view.kind) {
    case 'content':
      return (
        <PageLayout frame={view.frame} {...layout}>
          <ContentPage
            page={view.page}
            linkContext={{ localeCode: view.frame.locale.code, siteSlug: view.frame.site.slug }}
            {...(registry && { registry })}
          >
            <PageModules modules={view.modules} locale={view.frame.locale} />
          </ContentPage>
        </PageLayout>
      );
    case 'not-found':
      return (
        <PageLayout frame={view.frame} {...layout}>
          <NotFoundPage path={view.path} homeHref={view.homeHref} />
        </PageLayout>
      );
    case 'error':
      return (
        <PageLayout frame={null} {...layout}>
          <ErrorPage homeHref={view.homeHref} />
        </PageLayout>
      );
    case 'password-gate':
      return (
        <PageLayout frame={view.frame} {...layout}>
          <PasswordGatePage
            pageTitle={view.pageTitle}
            formAction={view.formAction}
            error={view.error}
          />
        </PageLayout>
      );
    case 'style-guide':
      return <StyleGuidePage section={view.section} />;
    case 'portal':
      return (
        <PageLayout frame={null} {...layout}>
          <PortalHome {...(portal ?? signingIn)} />
        </PageLayout>
      );
    case 'sign-in-callback':
      return (
        <PageLayout frame={null} {...layout}>
          <SignInCallback />
        </PageLayout>
      );
    default:
      return view satisfies never;
  }
}

/** The root the server renders and the browser hydrates, from one serialisable view model. */
export function SiteApp({ view, registry, portal, user }: SiteAppProps) {
  const messages = messagesFor(view.language);
  return (
    <MessagesProvider messages={messages}>
      <a className="skip-link" href="#main">
        {messages.skipLink}
      </a>
      <PageBody
        view={view}
        {...(registry && { registry })}
        {...(portal && { portal })}
        {...(user !== undefined && { user })}
      />
    </MessagesProvider>
  );
}
