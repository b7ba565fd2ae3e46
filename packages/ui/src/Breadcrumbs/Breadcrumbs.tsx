import type { BreadcrumbEntry, BreadcrumbTrail } from '@kmx/domain/navigation';
import { ChevronLeftIcon, HomeIcon } from '../furniture/icons';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';

export interface BreadcrumbsProps {
  /** Built by the domain's `breadcrumbTrail`: titles are plain text already. */
  readonly trail: BreadcrumbTrail;
  /**
   * Links that load their page in full, past the browser app (`rel="external"` is how the app
   * tells them): the error page's way home must not depend on the app that just failed.
   */
  readonly hardLinks?: boolean;
}

function Crumb({ entry, rel }: { readonly entry: BreadcrumbEntry; readonly rel: string }) {
  const messages = useMessages();
  switch (entry.kind) {
    case 'home':
      return (
        <a className="breadcrumbs__link breadcrumbs__home" href={entry.route} rel={rel}>
          <HomeIcon />
          <span className="visually-hidden">{messages['furniture.breadcrumbs.home']}</span>
        </a>
      );
    case 'link':
      return (
        <a className="breadcrumbs__link" href={entry.route} rel={rel}>
          {entry.title}
        </a>
      );
    case 'current':
      return (
        <span className="breadcrumbs__current" aria-current="page">
          {entry.title}
        </span>
      );
    default:
      return entry.kind satisfies never;
  }
}

/**
 * Spec public-site 2.7. Which parts show is decided by CSS media queries, so the server's HTML is
 * right on every screen: the trail on desktop (its home icon only when more items follow), only the
 * back link to the parent on small screens.
 */
export function Breadcrumbs({ trail, hardLinks = false }: BreadcrumbsProps) {
  const messages = useMessages();
  if (trail.entries.length === 0) return null;
  const back = trail.mobileBackLink;
  const rel = hardLinks ? `${trail.rel} external` : trail.rel;
  return (
    <nav className="breadcrumbs" aria-label={messages['furniture.breadcrumbs.label']}>
      <ol className="breadcrumbs__list">
        {trail.entries.map((entry, index) => (
          <li
            key={`${index}-${entry.route}`}
            className={
              entry.kind === 'home' && !trail.showHomeIconOnDesktop
                ? 'breadcrumbs__item breadcrumbs__item--home-alone'
                : 'breadcrumbs__item'
            }
          >
            <Crumb entry={entry} rel={rel} />
          </li>
        ))}
      </ol>
      {back && (
        <a
          className="breadcrumbs__back"
          href={back.route}
          rel={rel}
          aria-label={format(messages['furniture.breadcrumbs.back'], { title: back.title })}
        >
          <ChevronLeftIcon />
          {back.title}
        </a>
      )}
    </nav>
  );
}
