import type { PageView } from '@kmx/domain';
import { useMessages } from '../i18n/MessagesProvider';

export interface StoriesPageProps {
  readonly view: Extract<PageView, { kind: 'stories' }>;
}

/** Spec public-site 2.5: the stories overview. */
export function StoriesPage({ view }: StoriesPageProps) {
  const messages = useMessages();
  return (
    <h1>
      {messages['stories.placeholder']} {view.kind}
    </h1>
  );
}
