import type { PageView } from '@kmx/domain';
import { useMessages } from '../i18n/MessagesProvider';

export interface StoryPageProps {
  readonly view: Extract<PageView, { kind: 'story' }>;
}

/** Spec public-site 2.5: one story. */
export function StoryPage({ view }: StoryPageProps) {
  const messages = useMessages();
  return (
    <h1>
      {messages['stories.placeholder']} {view.kind}
    </h1>
  );
}
