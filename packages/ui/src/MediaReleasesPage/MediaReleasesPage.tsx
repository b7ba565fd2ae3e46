import type { PageView } from '@kmx/domain';
import { useMessages } from '../i18n/MessagesProvider';

export interface MediaReleasesPageProps {
  readonly view: Extract<PageView, { kind: 'media-releases' }>;
}

/** Spec public-site 2.1: the media releases. */
export function MediaReleasesPage({ view }: MediaReleasesPageProps) {
  const messages = useMessages();
  return (
    <h1>
      {messages['news.placeholder']} {view.kind}
    </h1>
  );
}
