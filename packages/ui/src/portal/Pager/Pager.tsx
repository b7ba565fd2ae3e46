import { format } from '../../i18n/format';
import { followLink } from '../follow-link';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { formatNumber } from '../portal-intl';

export interface PagerProps {
  /** Counted from 1. */
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly localeCode: string;
  /** The address of a page, so the links work before the script runs and open in new tabs. */
  readonly hrefFor: (page: number) => string;
  readonly onPage: (page: number) => void;
}

/** Previous and next links around "Page 2 of 12"; nothing while everything fits on one page. */
export function Pager({ page, pageSize, total, localeCode, hrefFor, onPage }: PagerProps) {
  const messages = usePortalMessages();
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1) return null;
  const link = (target: number, label: string, rel: 'prev' | 'next') => (
    <a
      className={`pager__link pager__link--${rel}`}
      href={hrefFor(target)}
      rel={rel}
      onClick={followLink(() => onPage(target))}
    >
      {label}
    </a>
  );
  return (
    <nav className="pager" aria-label={messages['portal.services.pager.label']}>
      {page > 1 && link(page - 1, messages['portal.services.pager.previous'], 'prev')}
      <span className="pager__position">
        {format(messages['portal.services.pager.position'], {
          page: formatNumber(page, localeCode),
          pages: formatNumber(pages, localeCode),
        })}
      </span>
      {page < pages && link(page + 1, messages['portal.services.pager.next'], 'next')}
    </nav>
  );
}
