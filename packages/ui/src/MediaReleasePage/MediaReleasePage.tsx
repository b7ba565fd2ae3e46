import type { PageView } from '@kmx/domain';
import { useMessages } from '../i18n/MessagesProvider';

export interface MediaReleasePageProps {
  readonly view: Extract<PageView, { kind: 'media-release' }>;
}

/** Spec public-site 2.1: one media release. */
export function MediaReleasePage({ view }: MediaReleasePageProps) {
  const messages = useMessages();
  return (
    <h1>
      {messages['news.placeholder']} {view.kind}
    </h1>
  );
}
