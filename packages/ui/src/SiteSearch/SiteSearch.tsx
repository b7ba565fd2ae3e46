import { useMessages } from '../i18n/MessagesProvider';

export interface SiteSearchProps {
  readonly localeCode: string;
  readonly siteSlug: string | null;
}

/** Spec public-site 2.5: the header's search with suggestions and results. */
export function SiteSearch(_props: SiteSearchProps) {
  const messages = useMessages();
  return <span className="site-search">{messages['search.placeholder']}</span>;
}
