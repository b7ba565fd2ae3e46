import { useState } from 'react';
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
 * and results. On the server and while the page hydrates there are no site services: the button
 * is drawn (so the header does not shift) and opens the dialog once they are there.
 */
export function SiteSearch({ localeCode, siteSlug }: SiteSearchProps) {
  const messages = useMessages();
  const services = useSiteServices();
  const [open, setOpen] = useState(false);
  return (
    <div className="site-search">
      <button
        type="button"
        className="site-search__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
        <span className="site-search__open-text">{messages['search.open']}</span>
      </button>
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
