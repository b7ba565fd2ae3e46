import { searchHref } from '@kmx/domain/routing';
import { useState } from 'react';
import { useHydrated } from '../furniture/use-hydrated';
import { useMessages } from '../i18n/MessagesProvider';
import { useSiteServices } from '../site-services/SiteServicesProvider';
import { SearchDialog } from '../SiteApp/lazy-parts';
import { SearchIcon } from './SearchIcon';

export interface SiteSearchProps {
  readonly localeCode: string;
  readonly siteSlug: string | null;
}

/**
 * Spec public-site 2.5: the header's search. A button opens the search dialog with suggestions
 * and results. On the server and until the page has hydrated the same control is a link to the
 * search page (`/{locale}/search`), so a tap before the script has taken over is not lost; once
 * hydrated it is the button, which opens the dialog as soon as the site services are there.
 */
export function SiteSearch({ localeCode, siteSlug }: SiteSearchProps) {
  const messages = useMessages();
  const services = useSiteServices();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const content = (
    <>
      <SearchIcon />
      <span className="site-search__open-text">{messages['search.open']}</span>
    </>
  );
  return (
    <div className="site-search">
      {hydrated ? (
        <button
          type="button"
          className="site-search__open"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {content}
        </button>
      ) : (
        <a className="site-search__open" href={searchHref({ localeCode, siteSlug })}>
          {content}
        </a>
      )}
      {services !== null && (
        <SearchDialog
          open={open}
          onClose={() => setOpen(false)}
          services={services}
          localeCode={localeCode}
          siteSlug={siteSlug}
        />
      )}
    </div>
  );
}
