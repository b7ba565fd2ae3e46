import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';

export interface NotFoundPageProps {
  readonly path: string;
  readonly homeHref: string;
}

/**
 * Spec public-site 2.1: unmatched routes give a 404 page with "Page not found: {path}". The
 * breadcrumbs (Home then 404, spec 2.7) come with the frame, drawn by the layout.
 */
export function NotFoundPage({ path, homeHref }: NotFoundPageProps) {
  const messages = useMessages();
  return (
    <article className="not-found">
      <h1>{messages['notFound.title']}</h1>
      <p className="not-found__message">{format(messages['notFound.message'], { path })}</p>
      <a className="button not-found__home" href={homeHref}>
        {messages['notFound.homeLink']}
      </a>
    </article>
  );
}
