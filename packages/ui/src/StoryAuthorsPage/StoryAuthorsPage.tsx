import type { PageView } from '@kmx/domain';
import { useMessages } from '../i18n/MessagesProvider';

export interface StoryAuthorsPageProps {
  readonly view: Extract<PageView, { kind: 'story-contacts' }>;
}

/** Spec public-site 2.1: the story authors. */
export function StoryAuthorsPage({ view }: StoryAuthorsPageProps) {
  const messages = useMessages();
  return (
    <h1>
      {messages['stories.placeholder']} {view.kind}
    </h1>
  );
}
