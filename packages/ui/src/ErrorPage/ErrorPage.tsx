import type { BreadcrumbTrail } from '@kmx/domain/navigation';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { FlashMessage } from '../FlashMessage/FlashMessage';
import type { Messages } from '../i18n/Messages';
import { useMessages } from '../i18n/MessagesProvider';

export interface ErrorPageProps {
  /** The home page of the visitor's language, for the link back. */
  readonly homeHref: string;
}

/** Spec 2.6: Home is a hard link to `/`, whatever went wrong with the visitor's site or language. */
function errorTrail(messages: Messages): BreadcrumbTrail {
  const home = { title: messages['furniture.breadcrumbs.home'], route: '/' };
  return {
    entries: [
      { ...home, kind: 'home' },
      { title: messages['furniture.error.breadcrumb'], route: '', kind: 'current' },
    ],
    showHomeIconOnDesktop: true,
    mobileBackLink: home,
    rel: 'nofollow',
  };
}

/**
 * Spec public-site 2.6: breadcrumb, overline, heading, a static notice that the site is under
 * maintenance and a link home. No detail of the error reaches the visitor.
 */
export function ErrorPage({ homeHref }: ErrorPageProps) {
  const messages = useMessages();
  return (
    <article className="error-page">
      <Breadcrumbs trail={errorTrail(messages)} hardLinks />
      <p className="error-page__overline">{messages['furniture.error.overline']}</p>
      <h1 className="error-page__title">{messages['furniture.error.title']}</h1>
      <FlashMessage
        message={{
          title: messages['furniture.error.maintenanceTitle'],
          text: messages['furniture.error.maintenanceText'],
          type: 'info',
          static: true,
        }}
      />
      <a className="button error-page__home" href={homeHref} rel="external">
        {messages['furniture.error.homeLink']}
      </a>
    </article>
  );
}
